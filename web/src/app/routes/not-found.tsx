import { Link } from 'react-router';

import { pageTitle } from '../../config/app';
import { paths } from '../../config/paths';
import { useTranslation } from '../../i18n/use-translation';

export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <section className="page-message" aria-labelledby="not-found-heading">
      <title>{pageTitle(t('notFound.title'))}</title>
      <p className="page-message__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-heading">{t('notFound.title')}</h1>
      <p>{t('notFound.detail')}</p>
      <Link to={paths.home.getHref()} className="button">
        {t('notFound.backHome')}
      </Link>
    </section>
  );
}
