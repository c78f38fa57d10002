import { type FormEvent, useState } from 'react';

import { loginFailureMessage } from '../auth-errors';
import { useSession } from '../hooks/use-session';
import { FormField } from './form-field';

interface LoginFormProps {
  onSignedIn: () => void;
  onSwitchToRegister: () => void;
}

/** Spec §2 auth modal, login mode. */
export function LoginForm({ onSignedIn, onSwitchToRegister }: LoginFormProps) {
  const { login } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Spec §5: login needs a non-empty email and password.
  const canSubmit = email.trim() !== '' && password !== '' && !isBusy;

  const edit = (setter: (value: string) => void) => (value: string) => {
    setter(value);
    setFailure(null);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmit) return;
    setIsBusy(true);
    setFailure(null);
    try {
      await login({ email: email.trim(), password });
      onSignedIn();
    } catch (error) {
      setFailure(loginFailureMessage(error));
      setIsBusy(false);
    }
  }

  return (
    <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
      <FormField
        label="Email Address"
        type="email"
        autoComplete="email"
        value={email}
        onChange={edit(setEmail)}
      />
      <FormField
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={edit(setPassword)}
      />
      {failure && (
        <p className="auth-form__failure" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="button auth-form__submit" disabled={!canSubmit}>
        {isBusy ? 'Signing In...' : 'Sign In'}
      </button>
      <p className="auth-form__switch">
        Don&apos;t have an account?{' '}
        <button type="button" className="link-button" onClick={onSwitchToRegister}>
          Create one here
        </button>
      </p>
    </form>
  );
}
