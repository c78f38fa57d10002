import { z } from 'zod';

import { field, REFUSED } from './query-field.js';

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

/** A UUID as Postgres writes it (any case): account, image, token and conversation ids. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const readUuid = (value: unknown) =>
  typeof value === 'string' && UUID_PATTERN.test(value) ? value.toLowerCase() : REFUSED;

/**
 * An id of a user, request or conversation, in a route, a query or a body: a UUID. The message is fixed:
 * what was sent is not echoed back into a page.
 */
export const uuidField = (name: string, what: string) =>
  field(readUuid, () => `${name} must be ${what} (a UUID).`, { type: 'string', format: 'uuid' });

/** The id of an account (auth-user's users.id), in a route, a body or a payload from the gateway. */
export const userIdField = (name = 'userId') => uuidField(name, 'the id of a user');

/** Who is asking: the id the gateway adds to a payload from a verified token. */
export const signedInUserId = userIdField();
