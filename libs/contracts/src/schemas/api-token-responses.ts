import { z } from 'zod';

import { API_TOKEN_SCOPES } from '../messages/auth-user.js';

/** One of the user's API tokens as listed: never its secret, only the first characters to tell it by. */
export const apiToken = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(API_TOKEN_SCOPES),
  /** The token's first characters ('at_' and 7 more), shown as `at_AbCdEfG…`. */
  prefix: z.string(),
  createdAt: z.string(),
  /** Updated at most once a minute; null until the token is first used. */
  lastUsedAt: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiToken>;

/** GET /api/auth/api-tokens: newest first. */
export const apiTokens = z.object({ items: z.array(apiToken) });
export type ApiTokens = z.infer<typeof apiTokens>;

/** POST /api/auth/api-tokens: the token itself, answered this once and never again. */
export const createdApiToken = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(API_TOKEN_SCOPES),
  createdAt: z.string(),
  token: z.string(),
});
export type CreatedApiToken = z.infer<typeof createdApiToken>;

/** DELETE /api/auth/api-tokens/{id}. */
export const apiTokenRevocation = z.object({ revoked: z.literal(true) });
export type ApiTokenRevocation = z.infer<typeof apiTokenRevocation>;

/** Whom a valid token names, for the gateway; null for an unknown token or a disabled account's. */
export const apiTokenVerdict = z
  .object({
    id: z.string(),
    userId: z.string(),
    username: z.string(),
    scope: z.enum(API_TOKEN_SCOPES),
    /** ms since the epoch. */
    createdAtMs: z.number(),
  })
  .nullable();
export type ApiTokenVerdict = z.infer<typeof apiTokenVerdict>;
