import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';

import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../lib/api-client';
import { passwordChangeForm } from '../../auth/account-forms';
import { translateProblem } from '../../auth/account-messages';
import { FormField } from '../../auth/components/form-field';
import { useSession } from '../../auth/hooks/use-session';
import { FormSaveFooter, saveStateOf } from './form-save-footer';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';

const AUTOCOMPLETE = { current: 'current-password', new: 'new-password' } as const;

/**
 * Changes the password with spec §5's rules and messages; the server ends every other session and this
 * device carries on with the fresh token it answers.
 */
export function ChangePasswordForm() {
  const { changePassword } = useSession();
  const { t } = useTranslation('profile');
  const { t: tAuth } = useTranslation('auth');
  const currentPasswordRequired = t('currentPasswordRequired');
  const schema = useMemo(() => passwordChangeForm(currentPasswordRequired), [currentPasswordRequired]);
  const { register, handleSubmit, setError, clearErrors, reset, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    // Checked on submit; a message clears when its field is edited.
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitSuccessful } = formState;

  // Changed: the fields empty, and 'saved' shows until one is typed in.
  useEffect(() => {
    if (isSubmitSuccessful) reset(undefined, { keepIsSubmitSuccessful: true });
  }, [isSubmitSuccessful, reset]);

  const clearEdited = (name: Field) => {
    clearErrors(name);
    clearErrors('root');
  };

  const submit = handleSubmit(async (change) => {
    try {
      await changePassword(change);
    } catch (failure) {
      // Spec §8: the server's error text, e.g. a wrong current password.
      setError('root.server', {
        message: failure instanceof ApiError ? failure.message : t('passwordChangeFailed'),
      });
    }
  });

  const field = (name: Field, label: string, autoComplete: string, hint?: string) => (
    <FormField
      label={label}
      type="password"
      autoComplete={autoComplete}
      hint={hint}
      error={translateProblem(tAuth, errors[name]?.message)}
      {...register(name, { onChange: () => clearEdited(name) })}
    />
  );

  return (
    <form
      className="profile-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('changePassword')}
    >
      {field('currentPassword', t('currentPassword'), AUTOCOMPLETE.current)}
      {field('newPassword', t('newPassword'), AUTOCOMPLETE.new, tAuth('passwordHint'))}
      {field('confirmPassword', t('confirmNewPassword'), AUTOCOMPLETE.new)}
      <FormSaveFooter
        save={saveStateOf(formState)}
        submitLabel={t('changePassword')}
        busyLabel={t('changingPassword')}
        savedLabel={t('passwordChanged')}
      />
    </form>
  );
}
