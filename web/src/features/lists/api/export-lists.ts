import { useMutation } from '@tanstack/react-query';
import type { ListExportFormat } from '@tracker/contracts';

import { API_BASE_PATH } from '../../../config/api';
import { type ApiError, authorizationHeader, refusalError } from '../../../lib/api-client';

/** A downloaded export: the file's name and content, as the gateway names it. */
export interface ExportedFile {
  filename: string;
  blob: Blob;
}

async function errorOf(response: Response): Promise<ApiError> {
  let serverMessage: string | null = null;
  try {
    serverMessage = ((await response.json()) as { error?: string | null }).error ?? null;
  } catch {
    // Not JSON: the status line says it.
  }
  return refusalError(response.status, response.statusText, serverMessage);
}

/** GET /api/auth/anime-lists/export: the lists as a file (no envelope: the body is the file). */
export async function exportLists(format: ListExportFormat): Promise<ExportedFile> {
  const response = await fetch(`${API_BASE_PATH}/auth/anime-lists/export?format=${format}`, {
    headers: authorizationHeader(),
    credentials: 'include',
  });
  if (!response.ok) throw await errorOf(response);
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const filename =
    /filename="([^"]+)"/.exec(disposition)?.[1] ?? `anime-lists.${format === 'mal' ? 'xml' : 'json'}`;
  return { filename, blob: await response.blob() };
}

export const useExportLists = () => useMutation({ mutationFn: exportLists });
