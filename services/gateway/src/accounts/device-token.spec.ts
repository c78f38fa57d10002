import { gatewayEnvSchema, loadEnv } from '@tracker/config';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { DEVICE_COOKIE, DeviceTokens } from './device-token.js';

const tokensOf = (secret = 'a-secret-of-the-test-stack-1234') =>
  new DeviceTokens(loadEnv(gatewayEnvSchema, { JWT_SECRET: secret }));
const request = (cookie?: string, protocol = 'http') =>
  ({ headers: cookie === undefined ? {} : { cookie }, protocol }) as unknown as FastifyRequest;

/** The Set-Cookie header `remember` writes. */
function remembered(tokens: DeviceTokens, email: string, id?: string, protocol = 'http'): string {
  let header = '';
  const reply = {
    header: (name: string, value: string) => {
      if (name === 'Set-Cookie') header = value;
      return reply;
    },
  } as unknown as FastifyReply;
  tokens.remember(request(undefined, protocol), reply, email, id);
  return header;
}
const cookieOf = (setCookie: string) => setCookie.split(';')[0] ?? '';

describe(DeviceTokens.name, () => {
  it('sets an HttpOnly, SameSite=Strict cookie scoped to the login route, Secure over TLS', () => {
    const tokens = tokensOf();
    const plain = remembered(tokens, 'spike@bebop.test');
    expect(plain).toMatch(new RegExp(`^${DEVICE_COOKIE}=[\\w-]+\\.[\\w-]+; `));
    expect(plain).toContain('; Path=/api/auth/login; Max-Age=15552000; HttpOnly; SameSite=Strict');
    expect(plain).not.toContain('Secure');
    expect(remembered(tokens, 'spike@bebop.test', undefined, 'https')).toMatch(/; Secure$/);
  });

  it('recognises its own token for the account it was issued for, among other cookies', () => {
    const tokens = tokensOf();
    const cookie = cookieOf(remembered(tokens, 'spike@bebop.test'));
    const id = cookie.split('=')[1]?.split('.')[0];
    expect(tokens.deviceOf(request(`theme=dark; ${cookie}; other=1`), 'spike@bebop.test')).toBe(id);
  });

  it('keeps the device id when it renews the cookie', () => {
    const tokens = tokensOf();
    const renewed = cookieOf(remembered(tokens, 'spike@bebop.test', 'device-1'));
    expect(tokens.deviceOf(request(renewed), 'spike@bebop.test')).toBe('device-1');
  });

  it.each([
    ['no cookie', undefined],
    ['an empty cookie', `${DEVICE_COOKIE}=`],
    ['a token without a MAC', `${DEVICE_COOKIE}=device-1`],
    ['a forged MAC', `${DEVICE_COOKIE}=device-1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`],
    ['extra parts', `${DEVICE_COOKIE}=device-1.abc.def`],
  ])('ignores %s', (_name, cookie) => {
    expect(tokensOf().deviceOf(request(cookie), 'spike@bebop.test')).toBeNull();
  });

  it('refuses a token of another account or of another secret', () => {
    const tokens = tokensOf();
    const cookie = cookieOf(remembered(tokens, 'spike@bebop.test'));
    expect(tokens.deviceOf(request(cookie), 'faye@bebop.test')).toBeNull();
    expect(tokensOf('another-secret-entirely-5678').deviceOf(request(cookie), 'spike@bebop.test')).toBeNull();
  });
});
