import { Link } from 'react-router';

import { pageTitle } from '../../config/app';
import { paths } from '../../config/paths';

export function NotFoundRoute() {
  return (
    <section className="page-message" aria-labelledby="not-found-heading">
      <title>{pageTitle('Page not found')}</title>
      <p className="page-message__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-heading">Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Link to={paths.home.getHref()} className="button">
        Back to home
      </Link>
    </section>
  );
}
