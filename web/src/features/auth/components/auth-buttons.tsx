import { useUiStrings } from '../hooks/use-ui-strings';
import { openAuthModal } from '../open-auth-modal';

/** Spec §2 header, anonymous: Sign In and Sign Up open the auth modal in their mode. */
export function AuthButtons() {
  const strings = useUiStrings();
  return (
    <div className="auth-buttons">
      <button type="button" className="button button--secondary" onClick={() => openAuthModal('login')}>
        {strings.signIn}
      </button>
      <button type="button" className="button" onClick={() => openAuthModal('register')}>
        {strings.signUp}
      </button>
    </div>
  );
}
