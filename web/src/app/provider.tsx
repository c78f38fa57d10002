import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';

import { AccountPreferences } from '../features/auth/components/account-preferences';
import { SessionProvider } from '../features/auth/components/session-provider';
import { startCatalogueSession } from '../features/catalogue-fallback/catalogue-session';
import { TimezoneProvider } from '../features/timezone/components/timezone-provider';
import { createQueryClient } from '../lib/query-client';

interface AppProviderProps {
  children: ReactNode;
  /** Tests pass their own client (no retries). */
  queryClient?: QueryClient;
}

export function AppProvider({ children, queryClient }: AppProviderProps) {
  const [client] = useState(() => {
    // Each mounted app gets its own catalogue session: one test's outage never leaks into the next render.
    startCatalogueSession();
    return queryClient ?? createQueryClient();
  });

  return (
    <QueryClientProvider client={client}>
      <TimezoneProvider>
        <SessionProvider>
          <AccountPreferences>{children}</AccountPreferences>
        </SessionProvider>
      </TimezoneProvider>
    </QueryClientProvider>
  );
}
