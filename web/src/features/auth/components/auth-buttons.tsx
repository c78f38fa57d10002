import { useTranslation } from '../../../i18n/use-translation';
import { openAuthModal } from '../open-auth-modal';

/** Spec §2 header, anonymous: Sign In and Sign Up open the auth modal in their mode. */
export function AuthButtons() {
  const { t } = useTranslation('auth');
  return (
    <div className="auth-buttons">
      <button type="button" className="button button--secondary" onClick={() => openAuthModal('login')}>
        {t('signIn')}
      </button>
      <button type="button" className="button" onClick={() => openAuthModal('register')}>
        {t('signUp')}
      </button>
    </div>
  );
}
