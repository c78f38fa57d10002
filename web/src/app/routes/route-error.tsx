import { useRouteError } from 'react-router';

import { pageTitle } from '../../config/app';
import { useTranslation } from '../../i18n/use-translation';

/** Shown inside the layout when a screen throws, e.g. a lazy chunk that vanished after a deploy. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();

  return (
    <section className="page-message" aria-labelledby="route-error-heading">
      <title>{pageTitle(t('routeError.title'))}</title>
      <h1 id="route-error-heading">{t('routeError.title')}</h1>
      <p>{error instanceof Error ? error.message : t('routeError.detail')}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {t('routeError.reload')}
      </button>
    </section>
  );
}
