import { z } from 'zod';

import { API_TOKEN_NAME_MAX, API_TOKEN_SCOPES } from '../messages/auth-user.js';
import { signedInUserId, uuidField } from './account-fields.js';
import { bodyOf } from './body.js';

/** DELETE /api/auth/api-tokens/{id}: the token's id. */
export const apiTokenIdParam = uuidField('id', 'the id of an API token');

/** POST /api/auth/api-tokens: a name the user tells the token by (trimmed, 1–50) and what it may do. */
export const apiTokenBody = bodyOf({
  name: z
    .string({ error: 'name must be text.' })
    .transform((text) => text.trim())
    .pipe(
      z
        .string()
        .min(1, { error: 'Give the token a name, so you can tell it apart later.' })
        .max(API_TOKEN_NAME_MAX, {
          error: (issue) =>
            `name must be at most ${API_TOKEN_NAME_MAX} characters, got ${String((issue.input as string).length)}.`,
        })
        .refine((text) => !text.includes('\u0000'), { error: 'name must not contain NUL characters.' }),
    ),
  scope: z.enum(API_TOKEN_SCOPES, {
    error: `scope must be one of ${API_TOKEN_SCOPES.join(', ')}: 'read' only reads, 'write' also changes.`,
  }),
});
export type ApiTokenBody = z.infer<typeof apiTokenBody>;

/** A new token for the signed-in user. */
export const apiTokenCreate = z.object({ userId: signedInUserId, body: apiTokenBody });
export type ApiTokenCreate = z.infer<typeof apiTokenCreate>;

/** The signed-in user's tokens. */
export const apiTokenList = z.object({ userId: signedInUserId });
export type ApiTokenList = z.infer<typeof apiTokenList>;

/** One of the signed-in user's tokens, revoked. */
export const apiTokenRevoke = z.object({ userId: signedInUserId, id: apiTokenIdParam });
export type ApiTokenRevoke = z.infer<typeof apiTokenRevoke>;

/** sha256 of a token, in lower-case hex: auth-user never sees the token itself. */
export const apiTokenHash = z
  .string({ error: 'tokenHash must be the hex sha256 of a token.' })
  .regex(/^[0-9a-f]{64}$/, { error: 'tokenHash must be the hex sha256 of a token.' });

/** Whom a token presented to the gateway names. */
export const apiTokenVerify = z.object({ tokenHash: apiTokenHash });
export type ApiTokenVerify = z.infer<typeof apiTokenVerify>;

/** A token was revoked: every gateway replica forgets its verdict on it. */
export const apiTokenRevoked = z.object({
  userId: signedInUserId,
  id: apiTokenIdParam,
  tokenHash: apiTokenHash,
});
export type ApiTokenRevoked = z.infer<typeof apiTokenRevoked>;
