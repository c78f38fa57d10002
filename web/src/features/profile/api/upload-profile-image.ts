import type { ImageKind } from '@tracker/contracts';

import { apiSend, readAuthToken } from '../../../lib/api-client';

const UPLOAD_PATHS: Record<ImageKind, string> = {
  avatar: '/auth/upload-avatar',
  banner: '/auth/upload-banner',
};

/** Spec §7: POST /auth/upload-avatar (field avatar) or /auth/upload-banner (field banner); the new URL. */
export async function uploadProfileImage(kind: ImageKind, file: File): Promise<string> {
  // Spec §5: uploads need a signed-in user; say so without a round trip.
  if (!readAuthToken()) throw new Error('Not authenticated');
  const form = new FormData();
  form.append(kind, file);
  const data = await apiSend<{ avatarUrl?: string; bannerUrl?: string }>('POST', UPLOAD_PATHS[kind], {
    form,
  });
  const url = kind === 'avatar' ? data.avatarUrl : data.bannerUrl;
  if (!url) throw new Error(`Failed to upload ${kind}`);
  return url;
}
