import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogueBackendHealth, UpstreamStatus } from '@tracker/contracts';

import { API_BASE_PATH } from '../../../config/api';
import { onSessionRead } from '../../auth/signed-in-listeners';

/**
 * What the catalogue's health says about its data (issue 16); null when it says nothing or does not
 * answer, which the backend's availability check handles on its own.
 */
export async function getCatalogueFreshness(signal?: AbortSignal): Promise<UpstreamStatus | null> {
  const response = await fetch(`${API_BASE_PATH}/database/health`, {
    signal,
    headers: { Accept: 'application/json' },
  });
  const body = (await response.json().catch(() => null)) as Partial<CatalogueBackendHealth> | null;
  return response.ok ? (body?.upstream ?? null) : null;
}

export const catalogueFreshnessQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogue', 'freshness'],
    queryFn: ({ signal }) => getCatalogueFreshness(signal),
    staleTime: 60_000,
  });

// A start with a stored token reads the catalogue's word in the session (issue 15: the signed-in home's
// first screen in three requests), so the notice asks no health of its own then.
onSessionRead(({ upstream }, queryClient) => {
  if (upstream) queryClient.setQueryData(catalogueFreshnessQueryOptions().queryKey, upstream);
});

/** `enabled` false while a stored token's session is being read: it may bring the answer along. */
export function useCatalogueFreshness(enabled = true) {
  return useQuery({ ...catalogueFreshnessQueryOptions(), enabled });
}
