import { Link } from 'react-router';

import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';
import { useSession } from '../hooks/use-session';
import { openAuthModal } from '../open-auth-modal';

/** Spec §2 mobile menu: @username, Profile, Admin Panel and Logout; Sign In and Sign Up for visitors. */
export function MobileAccountLinks({ onChosen }: { onChosen: () => void }) {
  const { status, user, logout } = useSession();
  const { t } = useTranslation('auth');

  if (status === 'loading') return null;
  if (!user) {
    const open = (mode: 'login' | 'register') => {
      onChosen();
      openAuthModal(mode);
    };
    return (
      <ul className="mobile-menu__list">
        <li>
          <button type="button" className="mobile-menu__item" onClick={() => open('login')}>
            {t('signIn')}
          </button>
        </li>
        <li>
          <button type="button" className="mobile-menu__item" onClick={() => open('register')}>
            {t('signUp')}
          </button>
        </li>
      </ul>
    );
  }
  return (
    <ul className="mobile-menu__list">
      <li>
        <Link className="mobile-menu__item" to={paths.user.getHref(user.username)} onClick={onChosen}>
          @{user.username}
        </Link>
      </li>
      <li>
        <Link className="mobile-menu__item" to={paths.profile.getHref()} onClick={onChosen}>
          {t('profile')}
        </Link>
      </li>
      {user.isAdmin && (
        <li>
          <Link className="mobile-menu__item" to={paths.admin.getHref()} onClick={onChosen}>
            {t('adminPanel')}
          </Link>
        </li>
      )}
      <li>
        <button
          type="button"
          className="mobile-menu__item"
          onClick={() => {
            onChosen();
            void logout();
          }}
        >
          {t('logout')}
        </button>
      </li>
    </ul>
  );
}
