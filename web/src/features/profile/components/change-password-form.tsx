import { confirmPasswordError, PASSWORD_HINT, passwordError } from '@tracker/domain';
import { type FormEvent, useState } from 'react';

import { ApiError } from '../../../lib/api-client';
import { FormField } from '../../auth/components/form-field';
import { useSession } from '../../auth/hooks/use-session';
import { useUiStrings } from '../../auth/hooks/use-ui-strings';
import { FormSaveFooter, type SaveState } from './form-save-footer';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';

const EMPTY: Record<Field, string> = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Changes the password with spec §5's rules and messages; the server ends every other session and this
 * device carries on with the fresh token it answers.
 */
export function ChangePasswordForm() {
  const { changePassword } = useSession();
  const strings = useUiStrings();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [save, setSave] = useState<SaveState>({ kind: 'idle' });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!values.currentPassword) found.currentPassword = strings.currentPasswordRequired;
    const newProblem = passwordError(values.newPassword);
    if (newProblem) found.newPassword = newProblem;
    const confirmProblem = confirmPasswordError(values.newPassword, values.confirmPassword);
    if (confirmProblem) found.confirmPassword = confirmProblem;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSave({ kind: 'saving' });
    try {
      await changePassword(values);
      setValues(EMPTY);
      setSave({ kind: 'saved' });
    } catch (failure) {
      // Spec §8: the server's error text, e.g. a wrong current password.
      setSave({
        kind: 'failed',
        message: failure instanceof ApiError ? failure.message : strings.passwordChangeFailed,
      });
    }
  }

  const field = (name: Field, label: string, autoComplete: string, hint?: string) => (
    <FormField
      label={label}
      type="password"
      autoComplete={autoComplete}
      value={values[name]}
      hint={hint}
      error={errors[name]}
      onChange={(value) => {
        setValues((current) => ({ ...current, [name]: value }));
        setErrors((current) => ({ ...current, [name]: undefined }));
        setSave({ kind: 'idle' });
      }}
    />
  );

  return (
    <form
      className="profile-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={strings.changePassword}
    >
      {field('currentPassword', strings.currentPassword, 'current-password')}
      {field('newPassword', strings.newPassword, 'new-password', PASSWORD_HINT)}
      {field('confirmPassword', strings.confirmNewPassword, 'new-password')}
      <FormSaveFooter
        save={save}
        submitLabel={strings.changePassword}
        busyLabel={strings.changingPassword}
        savedLabel={strings.passwordChanged}
      />
    </form>
  );
}
