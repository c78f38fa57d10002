import { ConfigError } from './config-error.js';
import {
  authUserEnvSchema,
  baseEnvSchema,
  catalogueEnvSchema,
  DEV_JWT_SECRET,
  gatewayEnvSchema,
  loadEnv,
} from './env.js';

describe('loadEnv', () => {
  it('applies the local development defaults when nothing is set', () => {
    const env = loadEnv(gatewayEnvSchema, {});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3001,
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/anime_tracker',
      REDIS_URL: 'redis://127.0.0.1:6379',
      SERVICE_TIMEOUT_MS: 5000,
    });
  });

  it('coerces numbers and flags from their string form', () => {
    const env = loadEnv(catalogueEnvSchema, { SEED_ON_START: 'false', SERVICE_TIMEOUT_MS: '1500' });
    expect(env.SEED_ON_START).toBe(false);
    expect(env.SERVICE_TIMEOUT_MS).toBe(1500);
  });

  it('treats empty strings as unset', () => {
    expect(loadEnv(gatewayEnvSchema, { PORT: '' }).PORT).toBe(3001);
  });

  it('names every invalid variable in one error', () => {
    const attempt = () =>
      loadEnv(gatewayEnvSchema, { PORT: 'eighty', DATABASE_URL: 'mysql://x', REDIS_PREFIX: 'Bad Prefix' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const { problems } = error as ConfigError;
      expect(problems.map((p) => p.split(':')[0]).sort()).toEqual(['DATABASE_URL', 'PORT', 'REDIS_PREFIX']);
      expect((error as Error).message).toContain(
        'DATABASE_URL: must be a URL starting with postgres:// or postgresql://',
      );
    }
  });

  it('refuses the development JWT secret in production', () => {
    expect(() => loadEnv(baseEnvSchema, { NODE_ENV: 'production' })).toThrow(
      'JWT_SECRET: must be set to a secret of your own in production',
    );
    expect(
      loadEnv(baseEnvSchema, { NODE_ENV: 'production', JWT_SECRET: 'a-real-secret-of-enough-length' })
        .JWT_SECRET,
    ).not.toBe(DEV_JWT_SECRET);
  });

  it('rejects a short JWT secret', () => {
    expect(() => loadEnv(baseEnvSchema, { JWT_SECRET: 'short' })).toThrow(
      'JWT_SECRET: must be at least 16 characters',
    );
  });

  it('defaults the login and registration limits and the token lifetime', () => {
    expect(loadEnv(gatewayEnvSchema, {})).toMatchObject({
      AUTH_RATE_WINDOW_MS: 60_000,
      LOGIN_MAX_FAILURES: 5,
      LOGIN_MAX_FAILURES_PER_IP: 20,
      LOGIN_MAX_FAILURES_PER_ACCOUNT: 50,
      REGISTER_MAX_PER_IP: 10,
      REGISTER_MAX_PER_EMAIL: 5,
    });
    expect(loadEnv(authUserEnvSchema, {})).toMatchObject({ JWT_TTL_SECONDS: 604_800 });
    expect(loadEnv(authUserEnvSchema, {}).ADMIN_EMAIL).toBeUndefined();
  });

  it('trusts forwarded headers from loopback only, unless told which proxies to believe', () => {
    expect(loadEnv(gatewayEnvSchema, {}).TRUSTED_PROXIES).toEqual(['loopback']);
    expect(
      loadEnv(gatewayEnvSchema, { TRUSTED_PROXIES: ' 10.0.0.0/8, ::1,loopback ' }).TRUSTED_PROXIES,
    ).toEqual(['10.0.0.0/8', '::1', 'loopback']);
    expect(loadEnv(gatewayEnvSchema, { TRUSTED_PROXIES: 'none' }).TRUSTED_PROXIES).toEqual([]);
    for (const wrong of ['*', 'nginx', '10.0.0.0/33', '10.0.0.1,', 'true']) {
      expect(() => loadEnv(gatewayEnvSchema, { TRUSTED_PROXIES: wrong })).toThrow(
        "TRUSTED_PROXIES: must be 'none' or comma-separated IP addresses, CIDR ranges, loopback, linklocal or uniquelocal",
      );
    }
  });

  it('refuses an ADMIN_EMAIL that is not an email', () => {
    expect(() => loadEnv(authUserEnvSchema, { ADMIN_EMAIL: 'admin' })).toThrow(
      'ADMIN_EMAIL: must be an email address',
    );
  });
});
