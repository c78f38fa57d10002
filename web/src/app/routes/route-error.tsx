import { useRouteError } from 'react-router';

import { pageTitle } from '../../config/app';

/** Shown inside the layout when a screen throws, e.g. a lazy chunk that vanished after a deploy. */
export function RouteError() {
  const error = useRouteError();

  return (
    <section className="page-message" aria-labelledby="route-error-heading">
      <title>{pageTitle('Something went wrong')}</title>
      <h1 id="route-error-heading">Something went wrong</h1>
      <p>{error instanceof Error ? error.message : 'This page could not be shown.'}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        Reload the page
      </button>
    </section>
  );
}
