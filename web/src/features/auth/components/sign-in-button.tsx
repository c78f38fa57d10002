import './sign-in-button.css';

import { useSession } from '../hooks/use-session';
import { useUiStrings } from '../hooks/use-ui-strings';
import { openAuthModal } from '../open-auth-modal';

/** Under a 'Please log in…' prompt: opens the auth modal; nothing once signed in. */
export function SignInButton() {
  const { status } = useSession();
  const strings = useUiStrings();
  if (status !== 'anonymous') return null;
  return (
    <p className="sign-in-button">
      <button type="button" className="button" onClick={() => openAuthModal('login')}>
        {strings.signIn}
      </button>
    </p>
  );
}
