import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListImportSummary } from '@tracker/contracts';

import { API_BASE_PATH } from '../../../config/api';
import { translator } from '../../../i18n/use-translation';
import { authorizationHeader, refusalError } from '../../../lib/api-client';
import { useSession } from '../../auth/hooks/use-session';
import { reloadLists } from '../list-cache';

export interface ListImport {
  xml: Blob;
  dryRun: boolean;
  /** Hears the share of the file sent (0–1). */
  onUpload: (share: number) => void;
}

/**
 * POST /api/auth/anime-lists/import with the XML as the body.
 * XMLHttpRequest rather than fetch: only it reports an upload's progress.
 */
export function importLists({ xml, dryRun, onUpload }: ListImport): Promise<ListImportSummary> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE_PATH}/auth/anime-lists/import?dryRun=${dryRun}`);
    Object.entries({
      ...authorizationHeader(),
      'Content-Type': 'application/xml',
      Accept: 'application/json',
    }).forEach(([name, value]) => request.setRequestHeader(name, value));
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onUpload(event.loaded / event.total);
    };
    request.onerror = () => reject(new Error(translator('lists')('errors.importNetwork')));
    request.onload = () => {
      const envelope = parseEnvelope(request.responseText);
      if (request.status >= 200 && request.status < 300 && envelope?.success && envelope.data) {
        resolve(envelope.data);
        return;
      }
      reject(refusalError(request.status, request.statusText, envelope?.error));
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

/** Checks (dry run) or imports a MyAnimeList export; the user data reloads after a real import. */
export function useImportLists() {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id ?? '';
  return useMutation({
    mutationFn: importLists,
    onSuccess: (_summary, { dryRun }) => (dryRun ? undefined : reloadLists(queryClient, userId)),
  });
}
