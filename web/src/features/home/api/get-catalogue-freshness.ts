import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogueBackendHealth, CatalogueFreshness } from '@tracker/contracts';

import { API_BASE_PATH } from '../../../config/api';

/**
 * What the catalogue's health says about its data (issue 16); null when it says nothing or does not
 * answer, which the backend's availability check handles on its own.
 */
export async function getCatalogueFreshness(signal?: AbortSignal): Promise<CatalogueFreshness | null> {
  const response = await fetch(`${API_BASE_PATH}/database/health`, {
    signal,
    headers: { Accept: 'application/json' },
  });
  const body = (await response.json().catch(() => null)) as Partial<CatalogueBackendHealth> | null;
  return response.ok ? (body?.catalogue ?? null) : null;
}

export const catalogueFreshnessQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogue', 'freshness'],
    queryFn: ({ signal }) => getCatalogueFreshness(signal),
  });

export function useCatalogueFreshness() {
  return useQuery(catalogueFreshnessQueryOptions());
}
