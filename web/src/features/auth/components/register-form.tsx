import {
  PASSWORD_HINT,
  REGISTRATION_FIELDS,
  registrationErrors,
  type RegistrationField,
  type RegistrationForm,
} from '@tracker/domain';
import { type FormEvent, useRef, useState } from 'react';

import { registrationFailureMessage } from '../auth-errors';
import { useSession } from '../hooks/use-session';
import { FormField } from './form-field';

interface RegisterFormProps {
  onSignedIn: () => void;
  onSwitchToLogin: () => void;
}

const EMPTY_FORM: RegistrationForm = {
  username: '',
  email: '',
  displayName: '',
  password: '',
  confirmPassword: '',
};

const FIELDS: Record<RegistrationField, { label: string; type: string; autoComplete: string }> = {
  username: { label: 'Username', type: 'text', autoComplete: 'username' },
  email: { label: 'Email Address', type: 'email', autoComplete: 'email' },
  displayName: { label: 'Display Name', type: 'text', autoComplete: 'nickname' },
  password: { label: 'Password', type: 'password', autoComplete: 'new-password' },
  confirmPassword: { label: 'Confirm Password', type: 'password', autoComplete: 'new-password' },
};

/** Spec §2 auth modal, register mode, with spec §5's rules shared with the service. */
export function RegisterForm({ onSignedIn, onSwitchToLogin }: RegisterFormProps) {
  const { register } = useSession();
  const [form, setForm] = useState(EMPTY_FORM);
  const [makeProfilePublic, setMakeProfilePublic] = useState(true);
  const [errors, setErrors] = useState<Partial<Record<RegistrationField, string>>>({});
  const [isBusy, setIsBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // Spec §5: an error clears when its field is edited.
  const edit = (field: RegistrationField) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...others }) => others);
    setFailure(null);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isBusy) return;
    const found = registrationErrors(form);
    setErrors(found);
    const firstInvalid = REGISTRATION_FIELDS.find((field) => found[field] !== undefined);
    if (firstInvalid) {
      // Keyboard and screen reader users land on the first field in error.
      (formRef.current?.elements.namedItem(firstInvalid) as HTMLInputElement | null)?.focus();
      return;
    }
    setIsBusy(true);
    setFailure(null);
    try {
      await register({
        ...form,
        username: form.username.trim(),
        email: form.email.trim(),
        displayName: form.displayName.trim(),
        makeProfilePublic,
      });
      onSignedIn();
    } catch (error) {
      setFailure(registrationFailureMessage(error));
      setIsBusy(false);
    }
  }

  return (
    <form ref={formRef} className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
      {REGISTRATION_FIELDS.map((field) => (
        <FormField
          key={field}
          name={field}
          {...FIELDS[field]}
          value={form[field]}
          onChange={edit(field)}
          error={errors[field]}
          hint={field === 'password' ? PASSWORD_HINT : undefined}
        />
      ))}
      <label className="checkbox-field">
        <input
          type="checkbox"
          checked={makeProfilePublic}
          onChange={(event) => setMakeProfilePublic(event.target.checked)}
        />
        Make my profile public
      </label>
      {failure && (
        <p className="auth-form__failure" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="button auth-form__submit" disabled={isBusy}>
        {isBusy ? 'Creating Account...' : 'Create Account'}
      </button>
      <p className="auth-form__switch">
        Already have an account?{' '}
        <button type="button" className="link-button" onClick={onSwitchToLogin}>
          Sign in here
        </button>
      </p>
    </form>
  );
}
