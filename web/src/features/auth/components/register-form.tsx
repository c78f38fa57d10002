import { zodResolver } from '@hookform/resolvers/zod';
import { REGISTRATION_FIELDS, type RegistrationField } from '@tracker/domain';
import { useForm } from 'react-hook-form';

import { useTranslation } from '../../../i18n/use-translation';
import { registerForm } from '../account-forms';
import { translateProblem } from '../account-messages';
import { registrationFailureMessage } from '../auth-errors';
import { useSession } from '../hooks/use-session';
import { FormField } from './form-field';

interface RegisterFormProps {
  onSignedIn: () => void;
  onSwitchToLogin: () => void;
}

const FIELDS: Record<RegistrationField, { type: string; autoComplete: string }> = {
  username: { type: 'text', autoComplete: 'username' },
  email: { type: 'email', autoComplete: 'email' },
  displayName: { type: 'text', autoComplete: 'nickname' },
  password: { type: 'password', autoComplete: 'new-password' },
  confirmPassword: { type: 'password', autoComplete: 'new-password' },
};

/** Spec §2 auth modal, register mode, with spec §5's rules shared with the service. */
export function RegisterForm({ onSignedIn, onSwitchToLogin }: RegisterFormProps) {
  const { t } = useTranslation('auth');
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
      setError('root.server', { message: registrationFailureMessage(t, error) });
    }
  });

  return (
    <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
      {REGISTRATION_FIELDS.map((field) => (
        <FormField
          key={field}
          {...FIELDS[field]}
          label={t(`fields.${field}`)}
          {...register(field, { onChange: () => clearEdited(field) })}
          error={translateProblem(t, errors[field]?.message)}
          hint={field === 'password' ? t('passwordHint') : undefined}
        />
      ))}
      <label className="checkbox-field">
        <input type="checkbox" {...register('makeProfilePublic')} />
        {t('register.makePublic')}
      </label>
      {errors.root?.server && (
        <p className="auth-form__failure" role="alert">
          {errors.root.server.message}
        </p>
      )}
      <button type="submit" className="button auth-form__submit" disabled={isSubmitting}>
        {isSubmitting ? t('register.submitting') : t('register.submit')}
      </button>
      <p className="auth-form__switch">
        {t('register.haveAccount')}{' '}
        <button type="button" className="link-button" onClick={onSwitchToLogin}>
          {t('register.signInHere')}
        </button>
      </p>
    </form>
  );
}
