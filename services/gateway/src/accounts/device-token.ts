import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

import { Inject, Injectable } from '@nestjs/common';
import type { GatewayEnv } from '@tracker/config';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { GATEWAY_ENV } from '../transport/service-clients.js';

/** The cookie, sent back only to the login route, that marks a browser an account has signed in from. */
export const DEVICE_COOKIE = 'tracker_device';
const DEVICE_COOKIE_PATH = '/api/auth/login';
const DEVICE_COOKIE_MAX_AGE_SECONDS = 180 * 86_400;

/**
 * OWASP's device cookies: a browser that signed in to an account before gets a token bound to that
 * account (a random id and an HMAC of it with the email), so its login attempts can be counted on their
 * own and an attacker guessing the same account cannot lock its owner out. Nothing is stored: the HMAC
 * key is derived from JWT_SECRET, so every replica checks a token alike and a new secret voids them all.
 */
@Injectable()
export class DeviceTokens {
  private readonly key: Buffer;

  constructor(@Inject(GATEWAY_ENV) env: GatewayEnv) {
    this.key = createHmac('sha256', env.JWT_SECRET).update('tracker device token v1').digest();
  }

  /** The id of the request's device token when it was issued for `email`, else null. */
  deviceOf(request: FastifyRequest, email: string): string | null {
    const token = cookieValue(request.headers.cookie, DEVICE_COOKIE);
    const [id, mac, ...rest] = (token ?? '').split('.');
    if (!id || !mac || rest.length > 0) return null;
    const expected = this.mac(id, email);
    const given = Buffer.from(mac, 'base64url');
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
  }

  /** Sets (or renews) the device cookie for `email`, keeping the device's id when it has one. */
  remember(request: FastifyRequest, reply: FastifyReply, email: string, id?: string): void {
    const deviceId = id ?? randomBytes(16).toString('base64url');
    const token = `${deviceId}.${this.mac(deviceId, email).toString('base64url')}`;
    const attributes = [
      `${DEVICE_COOKIE}=${token}`,
      `Path=${DEVICE_COOKIE_PATH}`,
      `Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}`,
      'HttpOnly',
      'SameSite=Strict',
    ];
    if (request.protocol === 'https') attributes.push('Secure');
    void reply.header('Set-Cookie', attributes.join('; '));
  }

  private mac(id: string, email: string): Buffer {
    return createHmac('sha256', this.key).update(`${id}\n${email}`).digest();
  }
}

/** One cookie's value from a Cookie header ('' and absent alike read as null). */
function cookieValue(header: string | undefined, name: string): string | null {
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim() || null;
  }
  return null;
}
