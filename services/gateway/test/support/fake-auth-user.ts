import { randomUUID } from 'node:crypto';

import { Controller, Module } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { DEV_JWT_SECRET } from '@tracker/config';
import {
  ACCOUNT_DISABLED,
  type AccountUser,
  AUTH,
  BLOCKS,
  type ImageUpload,
  type LoginRequest,
  type PasswordChange,
  SESSIONS,
  type SessionState,
  type TokenClaims,
  type TokenRevocation,
  type UserLookup,
  USERS,
  type UserSearch,
} from '@tracker/contracts';
import { badRequest, notFound, ServiceError } from '@tracker/redis';
import jwt from 'jsonwebtoken';

/** What the stand-in auth-user was sent, pattern by pattern. */
export const calls: Array<{ pattern: string; payload: any }> = [];
export const lastCall = (pattern: string) => calls.filter((call) => call.pattern === pattern).at(-1)?.payload;

export const RIGHT_PASSWORD = 'Bebop1';
/** A login with this password is refused as auth-user refuses one its hashing queue has no room for. */
export const BUSY_PASSWORD = 'Busy123';
export const HASHING_BUSY = 'Too many sign-in attempts right now. Please try again in a moment.';
/** The right password of an account an admin disabled: auth-user refuses it as it refuses that account. */
export const DISABLED_PASSWORD = 'Disabled1';
/** The one user the stand-in social service says the viewer blocked. */
export const BLOCKED_ID = '5d1c0a2e-9b8f-4c7d-a6e5-f4d3c2b1a098';
/** Bytes the stand-in serves at /api/media/{STORED_IMAGE_ID}.webp. */
export const STORED_IMAGE_ID = '3f2a8c1e-5b7d-4e9f-a123-456789abcdef';
export const STORED_IMAGE = Buffer.from('RIFF....WEBPVP8 stand-in bytes');

/** A token as auth-user issues it, signed with the test stack's secret unless told otherwise. */
export function tokenFor(
  userId: string,
  { expiresInSeconds = 3600, secret = DEV_JWT_SECRET, isAdmin = false, now = Date.now() } = {},
): string {
  const iat = Math.floor(now / 1000);
  const claims: TokenClaims = {
    sub: userId,
    username: `user-${userId.slice(0, 4)}`,
    isAdmin,
    jti: randomUUID(),
    iat,
    iatMs: now,
    exp: iat + expiresInSeconds,
  };
  return jwt.sign(claims, secret, { algorithm: 'HS256' });
}

/** What the session stand-in was sent, apart from {@link calls}: every signed-in request may ask it. */
export const sessionCalls: Array<{ pattern: string; payload: any }> = [];
export const lastSessionCall = (pattern: string) =>
  sessionCalls.filter((call) => call.pattern === pattern).at(-1)?.payload;

/** The stand-in's durable session ends, by user (what auth-user keeps in Postgres). */
export const sessionStates = new Map<string, SessionState>();
const stateOf = (userId: string) => {
  const state = sessionStates.get(userId) ?? { validAfter: 0, revoked: [] };
  sessionStates.set(userId, state);
  return state;
};

export function accountUser(id: string): AccountUser {
  return {
    id,
    email: `${id.slice(0, 4)}@bebop.test`,
    username: `user-${id.slice(0, 4)}`,
    displayName: 'Spike',
    avatar_url: null,
    banner_url: null,
    isAdmin: false,
    isPublic: true,
    preferences: {
      language: 'en',
      theme: 'auto',
      timezone: null,
      notifications: { newEpisodes: true, recommendations: true, updates: false },
      privacy: { showFavorites: true, showProfile: true },
    },
    createdAt: '2026-11-23T10:00:00.000Z',
  };
}

/** A stand-in auth-user on the real transport: routes are tested against the contract, not the service. */
@Controller()
class FakeAuthUserController {
  @MessagePattern(AUTH.register.pattern)
  register(@Payload() payload: { username?: string }) {
    calls.push({ pattern: 'register', payload });
    if (payload.username === 'taken') throw new ServiceError('CONFLICT', 'That username is already taken.');
    if (!payload.username) throw badRequest('Username is required');
    const id = randomUUID();
    return { token: tokenFor(id), user: accountUser(id) };
  }

  @MessagePattern(AUTH.login.pattern)
  login(@Payload() payload: LoginRequest) {
    calls.push({ pattern: 'login', payload });
    if (payload.password === BUSY_PASSWORD) throw new ServiceError('RATE_LIMITED', HASHING_BUSY);
    if (payload.password === DISABLED_PASSWORD) throw new ServiceError('FORBIDDEN', ACCOUNT_DISABLED);
    if (payload.password !== RIGHT_PASSWORD) {
      throw new ServiceError('UNAUTHORIZED', 'Invalid email or password. Please try again.');
    }
    const id = randomUUID();
    return { token: tokenFor(id), user: accountUser(id) };
  }

  @MessagePattern(AUTH.account.pattern)
  account(@Payload() payload: { userId: string }) {
    calls.push({ pattern: 'account', payload });
    return accountUser(payload.userId);
  }

  @MessagePattern(AUTH.updateProfile.pattern)
  updateProfile(@Payload() payload: { userId: string; changes: { displayName?: string } }) {
    calls.push({ pattern: 'updateProfile', payload });
    return { ...accountUser(payload.userId), ...payload.changes };
  }

  @MessagePattern(AUTH.uploadImage.pattern)
  uploadImage(@Payload() payload: ImageUpload) {
    calls.push({ pattern: 'uploadImage', payload });
    if (Buffer.from(payload.base64, 'base64').toString().startsWith('plain text')) {
      throw badRequest('Please upload a JPEG, PNG, GIF or WebP image.');
    }
    return { url: `/api/media/${randomUUID()}.webp` };
  }

  @MessagePattern(AUTH.image.pattern)
  image(@Payload() payload: { id: string }) {
    calls.push({ pattern: 'image', payload });
    if (payload.id !== STORED_IMAGE_ID) throw notFound('Image not found.');
    return { base64: STORED_IMAGE.toString('base64') };
  }

  @MessagePattern(USERS.byUsername.pattern)
  byUsername(@Payload() payload: UserLookup) {
    calls.push({ pattern: 'byUsername', payload });
    if (payload.username === 'julia') throw notFound('User not found.');
    return { id: 'u-1', username: payload.username, displayName: 'Faye' };
  }

  @MessagePattern(USERS.search.pattern)
  search(@Payload() payload: UserSearch) {
    calls.push({ pattern: 'search', payload });
    return [{ id: 'u-2', username: 'vicious', displayName: 'Vicious' }];
  }

  /** The social service's answer the search asks first: whom the viewer blocked or was blocked by. */
  @MessagePattern(BLOCKS.hidden.pattern)
  hidden(@Payload() payload: { userId: string }) {
    calls.push({ pattern: 'hidden', payload });
    return [BLOCKED_ID];
  }
}

@Module({ controllers: [FakeAuthUserController] })
export class FakeAuthUserModule {}

/** auth-user's session patterns, for every gateway suite: a guarded route asks them on a cache miss. */
@Controller()
class FakeSessionsController {
  @MessagePattern(SESSIONS.state.pattern)
  state(@Payload() payload: { userId: string }) {
    sessionCalls.push({ pattern: 'sessionState', payload });
    return stateOf(payload.userId);
  }

  @MessagePattern(SESSIONS.revoke.pattern)
  revoke(@Payload() payload: TokenRevocation) {
    sessionCalls.push({ pattern: 'revoke', payload });
    const state = stateOf(payload.userId);
    if (!state.revoked.includes(payload.jti)) state.revoked.push(payload.jti);
    return state;
  }

  @MessagePattern(SESSIONS.endAll.pattern)
  endAll(@Payload() payload: { userId: string }) {
    sessionCalls.push({ pattern: 'endAll', payload });
    const state = stateOf(payload.userId);
    state.validAfter = Math.max(state.validAfter, Date.now());
    return state;
  }

  @MessagePattern(AUTH.changePassword.pattern)
  changePassword(@Payload() payload: { userId: string; change: PasswordChange }) {
    sessionCalls.push({ pattern: 'changePassword', payload });
    if (payload.change.currentPassword !== RIGHT_PASSWORD) {
      throw badRequest('Your current password is incorrect. Please try again.');
    }
    const sessions = this.endAll({ userId: payload.userId });
    return {
      token: tokenFor(payload.userId, { now: sessions.validAfter }),
      user: accountUser(payload.userId),
      sessions,
    };
  }
}

@Module({ controllers: [FakeSessionsController] })
export class FakeSessionsModule {}
