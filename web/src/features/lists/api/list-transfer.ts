import type { ListExportFormat, ListImportSummary } from '@tracker/contracts';

import { API_BASE_PATH } from '../../../config/api';
import { ApiError, readAuthToken } from '../../../lib/api-client';

/** A downloaded export: the file's name and content, as the gateway names it. */
export interface ExportedFile {
  filename: string;
  blob: Blob;
}

const authHeader = (): Record<string, string> => {
  const token = readAuthToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
};

async function errorOf(response: Response): Promise<ApiError> {
  let serverMessage: string | null = null;
  try {
    serverMessage = ((await response.json()) as { error?: string | null }).error ?? null;
  } catch {
    // Not JSON: the status line says it.
  }
  return new ApiError(
    serverMessage ?? `HTTP ${response.status}: ${response.statusText}`,
    response.status,
    serverMessage,
  );
}

/** GET /api/auth/anime-lists/export: the lists as a file (no envelope: the body is the file). */
export async function exportLists(format: ListExportFormat): Promise<ExportedFile> {
  const response = await fetch(`${API_BASE_PATH}/auth/anime-lists/export?format=${format}`, {
    headers: authHeader(),
    credentials: 'include',
  });
  if (!response.ok) throw await errorOf(response);
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const filename =
    /filename="([^"]+)"/.exec(disposition)?.[1] ?? `anime-lists.${format === 'mal' ? 'xml' : 'json'}`;
  return { filename, blob: await response.blob() };
}

/**
 * POST /api/auth/anime-lists/import with the XML as the body; `onUpload` hears the share sent (0–1).
 * XMLHttpRequest rather than fetch: only it reports an upload's progress.
 */
export function importLists(
  xml: Blob,
  dryRun: boolean,
  onUpload: (share: number) => void,
): Promise<ListImportSummary> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE_PATH}/auth/anime-lists/import?dryRun=${dryRun}`);
    Object.entries({
      ...authHeader(),
      'Content-Type': 'application/xml',
      Accept: 'application/json',
    }).forEach(([name, value]) => request.setRequestHeader(name, value));
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onUpload(event.loaded / event.total);
    };
    request.onerror = () => reject(new Error('Network error while importing the list'));
    request.onload = () => {
      const envelope = parseEnvelope(request.responseText);
      if (request.status >= 200 && request.status < 300 && envelope?.success && envelope.data) {
        resolve(envelope.data);
        return;
      }
      const serverMessage = envelope?.error ?? null;
      reject(
        new ApiError(
          serverMessage ?? `HTTP ${request.status}: ${request.statusText}`,
          request.status,
          serverMessage,
        ),
      );
    };
    request.send(xml);
  });
}

type ImportEnvelope = { success?: boolean; data?: ListImportSummary; error?: string | null };

function parseEnvelope(text: string): ImportEnvelope | null {
  try {
    return JSON.parse(text) as ImportEnvelope;
  } catch {
    // Not JSON (a proxy's error page): the status line says it.
    return null;
  }
}
