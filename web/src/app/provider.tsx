import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';

import { TimezoneProvider } from '../features/timezone/components/timezone-provider';
import { createQueryClient } from '../lib/query-client';

interface AppProviderProps {
  children: ReactNode;
  /** Tests pass their own client (no retries). */
  queryClient?: QueryClient;
}

export function AppProvider({ children, queryClient }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());

  return (
    <QueryClientProvider client={client}>
      <TimezoneProvider>{children}</TimezoneProvider>
    </QueryClientProvider>
  );
}
