import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_HINT, REGISTRATION_FIELDS, type RegistrationField } from '@tracker/domain';
import { useForm } from 'react-hook-form';

import { registerForm } from '../account-forms';
import { registrationFailureMessage } from '../auth-errors';
import { useSession } from '../hooks/use-session';
import { FormField } from './form-field';

interface RegisterFormProps {
  onSignedIn: () => void;
  onSwitchToLogin: () => void;
}

const FIELDS: Record<RegistrationField, { label: string; type: string; autoComplete: string }> = {
  username: { label: 'Username', type: 'text', autoComplete: 'username' },
  email: { label: 'Email Address', type: 'email', autoComplete: 'email' },
  displayName: { label: 'Display Name', type: 'text', autoComplete: 'nickname' },
  password: { label: 'Password', type: 'password', autoComplete: 'new-password' },
  confirmPassword: { label: 'Confirm Password', type: 'password', autoComplete: 'new-password' },
};

/** Spec §2 auth modal, register mode, with spec §5's rules shared with the service. */
export function RegisterForm({ onSignedIn, onSwitchToLogin }: RegisterFormProps) {
  const { register: createAccount } = useSession();
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(registerForm),
    defaultValues: {
      username: '',
      email: '',
      displayName: '',
      password: '',
      confirmPassword: '',
      makeProfilePublic: true,
    },
    // Checked on submit only: spec §5, an error clears when its field is edited (and the first field in
    // error takes the focus, for keyboard and screen reader users).
    reValidateMode: 'onSubmit',
  });

  // Spec §5: an edited field's error clears, and so does the server's refusal.
  const clearEdited = (field: RegistrationField) => {
    clearErrors(field);
    clearErrors('root');
  };

  const submit = handleSubmit(async (form) => {
    try {
      await createAccount({
        ...form,
        username: form.username.trim(),
        email: form.email.trim(),
        displayName: form.displayName.trim(),
      });
      onSignedIn();
    } catch (error) {
      setError('root.server', { message: registrationFailureMessage(error) });
    }
  });

  return (
    <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
      {REGISTRATION_FIELDS.map((field) => (
        <FormField
          key={field}
          {...FIELDS[field]}
          {...register(field, { onChange: () => clearEdited(field) })}
          error={errors[field]?.message}
          hint={field === 'password' ? PASSWORD_HINT : undefined}
        />
      ))}
      <label className="checkbox-field">
        <input type="checkbox" {...register('makeProfilePublic')} />
        Make my profile public
      </label>
      {errors.root?.server && (
        <p className="auth-form__failure" role="alert">
          {errors.root.server.message}
        </p>
      )}
      <button type="submit" className="button auth-form__submit" disabled={isSubmitting}>
        {isSubmitting ? 'Creating Account...' : 'Create Account'}
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
