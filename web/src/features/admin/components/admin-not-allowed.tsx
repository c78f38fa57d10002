import { Link } from 'react-router';

import { pageTitle } from '../../../config/app';
import { paths } from '../../../config/paths';
import { openAuthModal } from '../../auth/open-auth-modal';

/**
 * What /admin shows anyone but an admin (a visitor, a signed-in member, or an admin the API has since
 * refused with 403): no admin data is asked for.
 */
export function AdminNotAllowed({ signedIn }: { signedIn: boolean }) {
  return (
    <section className="page-message" aria-labelledby="admin-heading">
      <title>{pageTitle('Admin Panel')}</title>
      <h1 id="admin-heading">Admin Panel</h1>
      <p>This page is for administrators. You are not allowed to see it.</p>
      {!signedIn && (
        <>
          <p className="page-message__note">If you are an administrator, sign in first.</p>
          <button type="button" className="button button--secondary" onClick={() => openAuthModal('login')}>
            Sign in
          </button>
        </>
      )}
      <Link to={paths.home.getHref()} className="button">
        Back to home
      </Link>
    </section>
  );
}
