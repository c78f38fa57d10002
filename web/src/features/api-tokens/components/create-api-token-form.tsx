import '../../../config/zod';

import { zodResolver } from '@hookform/resolvers/zod';
import type { ApiTokenBody, CreatedApiToken } from '@tracker/contracts';
import { apiTokenBody } from '@tracker/contracts/schemas';
import { useId } from 'react';
import { useForm } from 'react-hook-form';

import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../lib/api-client';
import { FormField } from '../../auth/components/form-field';
import { useCreateApiToken } from '../api/create-api-token';

/** Names a new token and picks its scope; the server's own schema checks the fields first. */
export function CreateApiTokenForm({ onCreated }: { onCreated: (token: CreatedApiToken) => void }) {
  const { t } = useTranslation('apiTokens');
  const create = useCreateApiToken();
  const scopeId = useId();
  const { register, handleSubmit, setError, clearErrors, reset, formState } = useForm<ApiTokenBody>({
    resolver: zodResolver(apiTokenBody),
    defaultValues: { name: '', scope: 'read' },
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting } = formState;

  const clearEdited = (name: 'name' | 'scope') => {
    clearErrors(name);
    clearErrors('root');
  };

  const submit = handleSubmit(async (body) => {
    try {
      onCreated(await create.mutateAsync(body));
      reset();
    } catch (failure) {
      // Spec §8: the server's own words, e.g. a name already used or the 20-token limit.
      setError('root.server', { message: failure instanceof ApiError ? failure.message : t('form.failed') });
    }
  });

  return (
    <form
      className="profile-form api-tokens__form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('form.label')}
    >
      <FormField
        label={t('form.name')}
        autoComplete="off"
        hint={t('form.nameHint')}
        error={errors.name?.message}
        {...register('name', { onChange: () => clearEdited('name') })}
      />
      <div className="form-field">
        <label htmlFor={scopeId}>{t('form.access')}</label>
        <select id={scopeId} {...register('scope', { onChange: () => clearEdited('scope') })}>
          <option value="read">{t('scopes.read')}</option>
          <option value="write">{t('scopes.write')}</option>
        </select>
      </div>
      <div className="profile-form__actions">
        <button type="submit" className="button" disabled={isSubmitting}>
          {isSubmitting ? t('form.submitting') : t('form.submit')}
        </button>
      </div>
      {errors.root?.server && (
        <p className="auth-form__failure" role="alert">
          {errors.root.server.message}
        </p>
      )}
    </form>
  );
}
