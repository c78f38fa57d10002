import { Link } from 'react-router';

import { pageTitle } from '../../../config/app';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';
import { openAuthModal } from '../../auth/open-auth-modal';

/**
 * What /admin shows anyone but an admin (a visitor, a signed-in member, or an admin the API has since
 * refused with 403): no admin data is asked for.
 */
export function AdminNotAllowed({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <section className="page-message" aria-labelledby="admin-heading">
      <title>{pageTitle(t('title'))}</title>
      <h1 id="admin-heading">{t('title')}</h1>
      <p>{t('notAllowed.text')}</p>
      {!signedIn && (
        <>
          <p className="page-message__note">{t('notAllowed.signIn')}</p>
          <button type="button" className="button button--secondary" onClick={() => openAuthModal('login')}>
            {t('notAllowed.signInButton')}
          </button>
        </>
      )}
      <Link to={paths.home.getHref()} className="button">
        {t('notAllowed.home')}
      </Link>
    </section>
  );
}
