import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';

import { useTranslation } from '../../../i18n/use-translation';
import { loginForm } from '../account-forms';
import { loginFailureMessage } from '../auth-errors';
import { useSession } from '../hooks/use-session';
import { FormField } from './form-field';

interface LoginFormProps {
  onSignedIn: () => void;
  onSwitchToRegister: () => void;
}

/** Spec §2 auth modal, login mode. */
export function LoginForm({ onSignedIn, onSwitchToRegister }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const { login } = useSession();
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    control,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(loginForm), defaultValues: { email: '', password: '' } });
  // Spec §2: Sign In is disabled while either field is empty, and while busy.
  const isFilled = loginForm.safeParse(useWatch({ control })).success;
  // An edit clears the server's refusal.
  const field = (name: 'email' | 'password') => register(name, { onChange: () => clearErrors('root') });

  const submit = handleSubmit(async ({ email, password }) => {
    try {
      await login({ email: email.trim(), password });
      onSignedIn();
    } catch (error) {
      setError('root.server', { message: loginFailureMessage(t, error) });
    }
  });

  return (
    <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
      <FormField label={t('fields.email')} type="email" autoComplete="email" {...field('email')} />
      <FormField
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        {...field('password')}
      />
      {errors.root?.server && (
        <p className="auth-form__failure" role="alert">
          {errors.root.server.message}
        </p>
      )}
      <button type="submit" className="button auth-form__submit" disabled={!isFilled || isSubmitting}>
        {isSubmitting ? t('login.submitting') : t('signIn')}
      </button>
      <p className="auth-form__switch">
        {t('login.noAccount')}{' '}
        <button type="button" className="link-button" onClick={onSwitchToRegister}>
          {t('login.createOne')}
        </button>
      </p>
    </form>
  );
}
