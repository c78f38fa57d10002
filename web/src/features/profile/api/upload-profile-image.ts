import type { ImageKind } from '@tracker/contracts';

import { apiSend, readAuthToken } from '../../../lib/api-client';

const UPLOAD_PATHS: Record<ImageKind, string> = {
  avatar: '/auth/upload-avatar',
  banner: '/auth/upload-banner',
};

/** Spec §8 'Not authenticated': an upload tried without a signed-in user, said in the language shown. */
export class NotSignedInError extends Error {
  constructor() {
    // eslint-disable-next-line i18next/no-literal-string -- for logs; image-upload.tsx says it from the catalogue
    super('Not authenticated');
    this.name = 'NotSignedInError';
  }
}

/** Spec §7: POST /auth/upload-avatar (field avatar) or /auth/upload-banner (field banner); the new URL. */
export async function uploadProfileImage(kind: ImageKind, file: File): Promise<string> {
  // Spec §5: uploads need a signed-in user; say so without a round trip.
  if (!readAuthToken()) throw new NotSignedInError();
  const form = new FormData();
  form.append(kind, file);
  const data = await apiSend<{ avatarUrl?: string; bannerUrl?: string }>('POST', UPLOAD_PATHS[kind], {
    form,
  });
  const url = kind === 'avatar' ? data.avatarUrl : data.bannerUrl;
  // eslint-disable-next-line i18next/no-literal-string -- for logs; image-upload.tsx says its catalogue text
  if (!url) throw new Error(`Failed to upload ${kind}`);
  return url;
}
