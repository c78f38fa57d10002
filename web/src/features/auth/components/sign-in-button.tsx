import './sign-in-button.css';

import { useTranslation } from '../../../i18n/use-translation';
import { useSession } from '../hooks/use-session';
import { openAuthModal } from '../open-auth-modal';

/** Under a 'Please log in…' prompt: opens the auth modal; nothing once signed in. */
export function SignInButton() {
  const { status } = useSession();
  const { t } = useTranslation('auth');
  if (status !== 'anonymous') return null;
  return (
    <p className="sign-in-button">
      <button type="button" className="button" onClick={() => openAuthModal('login')}>
        {t('signIn')}
      </button>
    </p>
  );
}
