import { QueryClient } from '@tanstack/react-query';

import { ApiError } from './api-client';

const FIVE_MINUTES = 5 * 60 * 1000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Catalogue reads change slowly; spec §9 caches public responses for 5 minutes.
        staleTime: FIVE_MINUTES,
        refetchOnWindowFocus: false,
        // A 4xx will not get better by asking again; a network or 5xx failure gets one more try.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status < 500) && failureCount < 1,
      },
      // A write is sent even when the browser believes it is offline: apiSend retries a lost answer and a
      // failure shows its text, where a paused write would wait silently.
      mutations: { networkMode: 'always' },
    },
  });
}
