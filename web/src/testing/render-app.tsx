import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { AppProvider } from '../app/provider';
import { routes } from '../app/router';
import { createQueryClient } from '../lib/query-client';

/** Renders the whole app (providers, layout, real routes) at `url`, with its query cache's rules but no retries. */
export function renderApp(url = '/') {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router };
}
