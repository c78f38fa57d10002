import { z } from 'zod';

import { IMAGE_KINDS, LANGUAGES, THEMES } from '../messages/auth.js';
import { ACCOUNT_BODY, onOff, text } from './account-fields.js';
import { bodyOf } from './body.js';

const choice = <const Options extends readonly [string, ...string[]]>(name: string, options: Options) =>
  z.enum(options, { error: `preferences.${name} must be one of ${options.join(', ')}.` });

// A fixed message: the input is not echoed back into a page.
const TIMEZONE_ERROR = 'preferences.timezone must be an IANA time zone such as Asia/Tokyo, or null.';

/** The zone's canonical name when the runtime knows it (e.g. Asia/Tokyo), else undefined. */
function canonicalZone(zone: string): string | undefined {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** An IANA zone, or null to follow the browser again. */
const timezone = z
  .string({ error: TIMEZONE_ERROR })
  .max(64, { error: TIMEZONE_ERROR })
  .transform((zone, context) => {
    const canonical = canonicalZone(zone);
    if (canonical === undefined) context.addIssue({ code: 'custom', message: TIMEZONE_ERROR });
    return canonical ?? z.NEVER;
  })
  .nullable();

const flagsOf = <const Names extends readonly string[]>(what: string, names: Names) =>
  bodyOf(
    Object.fromEntries(names.map((name) => [name, onOff(name).optional()])) as Record<
      Names[number],
      z.ZodOptional<z.ZodBoolean>
    >,
    { ...ACCOUNT_BODY, what },
  );

/** A change to some preferences: what is left out stays as it was. */
export const preferencesChange = bodyOf(
  {
    language: choice('language', LANGUAGES).optional(),
    theme: choice('theme', THEMES).optional(),
    timezone: timezone.optional(),
    notifications: flagsOf('preferences.notifications', [
      'newEpisodes',
      'recommendations',
      'updates',
    ]).optional(),
    privacy: flagsOf('preferences.privacy', ['showFavorites', 'showProfile']).optional(),
  },
  { ...ACCOUNT_BODY, what: 'preferences' },
);
export type PreferencesUpdate = z.infer<typeof preferencesChange>;

export const imageUrlError = (field: string) =>
  `${field} must be an uploaded image's URL (/api/media/<id>.webp), an https:// URL without quotes, parentheses, spaces or backslashes, or null.`;

/** A URL to check against our media and https rules, which auth-user applies; null removes the image. */
const imageUrl = (field: string) => z.string({ error: imageUrlError(field) }).nullable();

/** PUT /api/auth/profile: every field optional, nothing else allowed. */
export const profileChange = bodyOf(
  {
    displayName: text('displayName').optional(),
    /** An http(s) URL, one of our own media URLs, or null to remove it. */
    avatar_url: imageUrl('avatar_url').optional(),
    banner_url: imageUrl('banner_url').optional(),
    preferences: preferencesChange.optional(),
    isPublic: onOff('isPublic').optional(),
  },
  ACCOUNT_BODY,
);
export type ProfileUpdate = z.infer<typeof profileChange>;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const BASE64_ERROR = 'The image must be sent as base64.';

/** An uploaded image, base64 over the transport (the transport carries JSON); its bytes are checked after. */
export const imageUploadPayload = bodyOf(
  {
    userId: z.string(),
    kind: z.enum(IMAGE_KINDS, { error: `kind must be one of ${IMAGE_KINDS.join(', ')}.` }),
    base64: z.string({ error: BASE64_ERROR }).regex(BASE64, { error: BASE64_ERROR }),
  },
  ACCOUNT_BODY,
);
export type ImageUpload = z.infer<typeof imageUploadPayload>;
