import type {
  ApiTokenBody,
  ApiTokenCreate,
  ApiTokenList,
  ApiTokenRevoke,
  ApiTokenRevoked,
  ApiTokenVerify,
} from '../schemas/api-token-payloads.js';
import type {
  ApiToken,
  ApiTokenRevocation,
  ApiTokens,
  ApiTokenVerdict,
  CreatedApiToken,
} from '../schemas/api-token-responses.js';
import { event, request } from './message.js';

// Inferred from the schemas; a type-only export, so the main entry stays free of zod at run time.
export type { ApiTokenBody, ApiTokenCreate, ApiTokenList, ApiTokenRevoke, ApiTokenRevoked, ApiTokenVerify };
export type { ApiToken, ApiTokenRevocation, ApiTokens, ApiTokenVerdict, CreatedApiToken };

/** Personal API tokens (issue 21): what a token may do. 'read' is GET and HEAD only. */
export const API_TOKEN_SCOPES = ['read', 'write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** Every API token starts so, which tells the gateway it is no JWT (those start with 'eyJ'). */
export const API_TOKEN_PREFIX = 'at_';
/** How many characters of a token are kept to show it by ('at_' and 7 more). */
export const API_TOKEN_DISPLAY_LENGTH = 10;
/** Most tokens one user may hold at once. */
export const API_TOKENS_MAX = 20;
export const API_TOKEN_NAME_MAX = 50;

/** The refusals a user may meet, shared by auth-user, the gateway and the tests. */
export const API_TOKEN_MESSAGES = {
  nameTaken: 'You already have an API token with this name. Choose another name.',
  tooMany: `You can have at most ${API_TOKENS_MAX} API tokens. Revoke one you no longer use first.`,
  notFound: 'API token not found.',
  readOnly:
    'This API token is read-only: it can only read (GET). Create a read and write token to change things.',
  sessionOnly:
    'API tokens cannot do this. Sign in on the website to manage tokens, your password or sessions.',
  adminRoutes: 'API tokens cannot reach admin routes. Sign in on the website as an administrator.',
  realtime: 'API tokens cannot open a live connection.',
};

/** Kept by auth-user: a token is stored as its sha256 only, and shown once when it is made. */
export const API_TOKENS = {
  /** CONFLICT for a name the user already uses; BAD_REQUEST past API_TOKENS_MAX. */
  create: request<ApiTokenCreate, CreatedApiToken>('auth-user', 'auth-user.api-token.create'),
  list: request<ApiTokenList, ApiTokens>('auth-user', 'auth-user.api-token.list'),
  /** NOT_FOUND for an unknown token or another user's. */
  revoke: request<ApiTokenRevoke, ApiTokenRevocation>('auth-user', 'auth-user.api-token.revoke'),
  /** Whom the token with this hash names; null when none, or its account is disabled. */
  verify: request<ApiTokenVerify, ApiTokenVerdict>('auth-user', 'auth-user.api-token.verify'),
  /** Broadcast before a revocation answers: every gateway replica forgets its verdict on the token. */
  revoked: event<ApiTokenRevoked>('auth-user', 'auth-user.api-token.revoked', true),
};
