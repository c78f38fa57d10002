import { z } from 'zod';

/** auth-user names unknown fields without listing the accepted ones. */
export const ACCOUNT_BODY = { namesAccepted: false };

/** A string field; a missing one (or null) reads as '' so the spec's 'is required' rules answer for it. */
export const text = (name: string) =>
  z
    .string({ error: `${name} must be a string.` })
    // Postgres refuses NUL in text: a 400 here rather than a failed query.
    .refine((value) => !value.includes('\u0000'), {
      error: `${name} must not contain NUL characters (\\u0000).`,
    })
    .nullish()
    .transform((value) => value ?? '');

export const onOff = (name: string) => z.boolean({ error: `${name} must be true or false.` });
