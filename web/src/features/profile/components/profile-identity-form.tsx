import type { AccountUser } from '@tracker/contracts';
import { displayNameError } from '@tracker/domain';
import { type FormEvent, useState } from 'react';

import { ApiError } from '../../../lib/api-client';
import { FormField } from '../../auth/components/form-field';
import { useSession } from '../../auth/hooks/use-session';
import { useUiStrings } from '../../auth/hooks/use-ui-strings';
import { FormSaveFooter, type SaveState } from './form-save-footer';

/** The display name and the profile's public flag, saved together. */
export function ProfileIdentityForm({ user }: { user: AccountUser }) {
  const { updateProfile } = useSession();
  const strings = useUiStrings();
  const [displayName, setDisplayName] = useState(user.displayName);
  const [isPublic, setIsPublic] = useState(user.isPublic);
  const [error, setError] = useState<string | null>(null);
  const [save, setSave] = useState<SaveState>({ kind: 'idle' });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = displayNameError(displayName);
    setError(problem);
    if (problem) return;
    setSave({ kind: 'saving' });
    try {
      await updateProfile({ displayName: displayName.trim(), isPublic });
      setSave({ kind: 'saved' });
    } catch (failure) {
      // Spec §8: the server's error text, else its status line.
      setSave({
        kind: 'failed',
        message: failure instanceof ApiError ? failure.message : 'Failed to save profile',
      });
    }
  }

  return (
    <form className="profile-form" onSubmit={(event) => void submit(event)} noValidate>
      <FormField
        label={strings.displayName}
        autoComplete="nickname"
        value={displayName}
        error={error ?? undefined}
        onChange={(value) => {
          setDisplayName(value);
          setError(null);
          setSave({ kind: 'idle' });
        }}
      />
      <label className="checkbox-field">
        <input
          type="checkbox"
          checked={isPublic}
          onChange={(event) => {
            setIsPublic(event.target.checked);
            setSave({ kind: 'idle' });
          }}
        />
        {strings.publicProfile}
      </label>
      <FormSaveFooter
        save={save}
        submitLabel={strings.saveProfile}
        busyLabel={strings.saving}
        savedLabel={strings.profileSaved}
      />
    </form>
  );
}
