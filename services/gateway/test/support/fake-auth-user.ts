import { randomUUID } from 'node:crypto';

import { Controller, Module } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { DEV_JWT_SECRET } from '@tracker/config';
import {
  AUTH,
  USERS,
  type AccountUser,
  type ImageUpload,
  type LoginRequest,
  type TokenClaims,
  type UserLookup,
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
/** Bytes the stand-in serves at /api/media/{STORED_IMAGE_ID}.webp. */
export const STORED_IMAGE_ID = '3f2a8c1e-5b7d-4e9f-a123-456789abcdef';
export const STORED_IMAGE = Buffer.from('RIFF....WEBPVP8 stand-in bytes');

/** A token as auth-user issues it, signed with the test stack's secret unless told otherwise. */
export function tokenFor(
  userId: string,
  { expiresInSeconds = 3600, secret = DEV_JWT_SECRET, isAdmin = false } = {},
): string {
  const iat = Math.floor(Date.now() / 1000);
  const claims: TokenClaims = {
    sub: userId,
    username: `user-${userId.slice(0, 4)}`,
    isAdmin,
    jti: randomUUID(),
    iat,
    exp: iat + expiresInSeconds,
  };
  return jwt.sign(claims, secret, { algorithm: 'HS256' });
}

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
}

@Module({ controllers: [FakeAuthUserController] })
export class FakeAuthUserModule {}
