import type { ImageKind } from '@tracker/contracts';
import type { TFunction } from 'i18next';
import { type ChangeEvent, useEffect, useId, useState } from 'react';

import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../lib/api-client';
import { apiMessage } from '../../../lib/api-message';
import { useSession } from '../../auth/hooks/use-session';
import { NotSignedInError, uploadProfileImage } from '../api/upload-profile-image';

/** Spec §8: the server's text (e.g. the 5 MB limit) when it has one, else 'Failed to upload {kind}'. */
function uploadFailureMessage(t: TFunction<'profile'>, kind: ImageKind, error: unknown): string {
  if (error instanceof ApiError) {
    return error.serverMessage ? apiMessage(error.serverMessage) : t('uploadFailed', { kind });
  }
  if (error instanceof NotSignedInError) return t('notAuthenticated');
  return t('uploadFailed', { kind });
}

/** Picks an image, shows it at once, uploads it, and shows the account's copy once stored. */
export function ImageUpload({ kind }: { kind: ImageKind }) {
  const { user, replaceUser } = useSession();
  const { t } = useTranslation('profile');
  const [preview, setPreview] = useState<string | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();

  // A preview's object URL holds the file in memory until revoked.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  if (!user) return null;
  const current = kind === 'avatar' ? user.avatar_url : user.banner_url;
  const shown = preview ?? current;
  const label = kind === 'avatar' ? t('avatar') : t('banner');

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !user) return;
    setPreview(URL.createObjectURL(file));
    setFailure(null);
    setIsUploading(true);
    try {
      const url = await uploadProfileImage(kind, file);
      replaceUser(kind === 'avatar' ? { ...user, avatar_url: url } : { ...user, banner_url: url });
    } catch (error) {
      setFailure(uploadFailureMessage(t, kind, error));
    } finally {
      setPreview(null);
      setIsUploading(false);
    }
  }

  return (
    <div className={`image-upload image-upload--${kind}`}>
      <div className="image-upload__frame">
        {shown ? (
          <img src={shown} alt={label} />
        ) : (
          <span className="image-upload__empty" aria-hidden="true">
            {kind === 'avatar' ? user.displayName.charAt(0).toUpperCase() : ''}
          </span>
        )}
      </div>
      <input
        id={inputId}
        className="visually-hidden"
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        aria-describedby={failure ? errorId : undefined}
        disabled={isUploading}
        onChange={(event) => void upload(event)}
      />
      <label htmlFor={inputId} className="button button--secondary image-upload__button">
        {isUploading ? t('uploading') : kind === 'avatar' ? t('changeAvatar') : t('changeBanner')}
      </label>
      {failure && (
        <p id={errorId} className="form-field__error" role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
