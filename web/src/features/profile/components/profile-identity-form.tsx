import { zodResolver } from '@hookform/resolvers/zod';
import type { AccountUser } from '@tracker/contracts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';

import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../lib/api-client';
import { profileIdentityForm } from '../../auth/account-forms';
import { FormField } from '../../auth/components/form-field';
import { useSession } from '../../auth/hooks/use-session';
import { FormSaveFooter, saveStateOf } from './form-save-footer';

/** The display name and the profile's public flag, saved together. */
export function ProfileIdentityForm({ user }: { user: AccountUser }) {
  const { updateProfile } = useSession();
  const { t } = useTranslation('profile');
  const { register, handleSubmit, setError, clearErrors, reset, getValues, formState } = useForm({
    resolver: zodResolver(profileIdentityForm),
    defaultValues: { displayName: user.displayName, isPublic: user.isPublic },
    // Checked on submit; the message clears when the name is edited.
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitSuccessful } = formState;

  // Saved: what the fields hold is the profile now, and 'saved' shows until they change.
  useEffect(() => {
    if (isSubmitSuccessful) reset(getValues(), { keepIsSubmitSuccessful: true });
  }, [isSubmitSuccessful, reset, getValues]);

  const clearEdited = (name: 'displayName') => {
    clearErrors(name);
    clearErrors('root');
  };

  const submit = handleSubmit(async ({ displayName = '', isPublic }) => {
    try {
      await updateProfile({ displayName: displayName.trim(), isPublic });
    } catch (failure) {
      // Spec §8: the server's error text, else its status line.
      setError('root.server', {
        message: failure instanceof ApiError ? failure.message : t('saveProfileFailed'),
      });
    }
  });

  return (
    <form className="profile-form" onSubmit={(event) => void submit(event)} noValidate>
      <FormField
        label={t('displayName')}
        autoComplete="nickname"
        error={errors.displayName?.message}
        {...register('displayName', { onChange: () => clearEdited('displayName') })}
      />
      <label className="checkbox-field">
        <input type="checkbox" {...register('isPublic', { onChange: () => clearErrors('root') })} />
        {t('publicProfile')}
      </label>
      <FormSaveFooter
        save={saveStateOf(formState)}
        submitLabel={t('saveProfile')}
        busyLabel={t('saving')}
        savedLabel={t('profileSaved')}
      />
    </form>
  );
}
