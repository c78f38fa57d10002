import { ConfigError } from './config-error.js';
import {
  authUserEnvSchema,
  baseEnvSchema,
  catalogueEnvSchema,
  DEV_JWT_SECRET,
  gatewayEnvSchema,
  loadEnv,
  MISSING_JWT_SECRET,
  socialEnvSchema,
} from './env.js';

const SECRET = 'a-real-secret-of-enough-length';

describe('loadEnv', () => {
  it('applies the local development defaults when nothing but the secret is set', () => {
    const env = loadEnv(gatewayEnvSchema, { JWT_SECRET: SECRET });
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3001,
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/anime_tracker',
      REDIS_URL: 'redis://127.0.0.1:6379',
      SERVICE_TIMEOUT_MS: 5000,
    });
  });

  it('coerces numbers and flags from their string form', () => {
    const env = loadEnv(catalogueEnvSchema, {
      JWT_SECRET: SECRET,
      SEED_ON_START: 'false',
      SERVICE_TIMEOUT_MS: '1500',
    });
    expect(env.SEED_ON_START).toBe(false);
    expect(env.SERVICE_TIMEOUT_MS).toBe(1500);
  });

  it('treats empty strings as unset', () => {
    expect(loadEnv(gatewayEnvSchema, { JWT_SECRET: SECRET, PORT: '' }).PORT).toBe(3001);
  });

  it('names every invalid variable in one error', () => {
    const attempt = () =>
      loadEnv(gatewayEnvSchema, {
        JWT_SECRET: SECRET,
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        REDIS_PREFIX: 'Bad Prefix',
      });
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

  describe('JWT_SECRET', () => {
    it.each([
      ['gateway', gatewayEnvSchema],
      ['auth-user', authUserEnvSchema],
      ['every service and CLI', baseEnvSchema],
      ['catalogue', catalogueEnvSchema],
      ['social', socialEnvSchema],
    ])('stops %s outside tests when it is unset, saying how to get one', (_name, schema) => {
      for (const NODE_ENV of ['development', 'production']) {
        expect(() => loadEnv(schema, { NODE_ENV })).toThrow(`JWT_SECRET: ${MISSING_JWT_SECRET}`);
        expect(() => loadEnv(schema, { NODE_ENV, JWT_SECRET: '' })).toThrow(MISSING_JWT_SECRET);
      }
      expect(MISSING_JWT_SECRET).toContain('npm start');
    });

    it('refuses the published dev secret everywhere but in tests', () => {
      for (const NODE_ENV of ['development', 'production']) {
        expect(() => loadEnv(gatewayEnvSchema, { NODE_ENV, JWT_SECRET: DEV_JWT_SECRET })).toThrow(
          'JWT_SECRET: is the published dev-only secret: use one of your own',
        );
      }
    });

    it('defaults to the dev secret under NODE_ENV=test, which the test harnesses sign with', () => {
      expect(loadEnv(gatewayEnvSchema, { NODE_ENV: 'test' }).JWT_SECRET).toBe(DEV_JWT_SECRET);
      expect(loadEnv(authUserEnvSchema, { NODE_ENV: 'test', JWT_SECRET: SECRET }).JWT_SECRET).toBe(SECRET);
    });

    it('takes a secret of its own in any mode', () => {
      expect(loadEnv(authUserEnvSchema, { NODE_ENV: 'production', JWT_SECRET: SECRET }).JWT_SECRET).toBe(
        SECRET,
      );
    });

    it('rejects a short one', () => {
      expect(() => loadEnv(gatewayEnvSchema, { JWT_SECRET: 'short' })).toThrow(
        'JWT_SECRET: must be at least 16 characters',
      );
    });
  });

  it('listens on loopback by default, on whatever HOST says otherwise', () => {
    expect(loadEnv(gatewayEnvSchema, { JWT_SECRET: SECRET }).HOST).toBe('127.0.0.1');
    expect(loadEnv(gatewayEnvSchema, { JWT_SECRET: SECRET, HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it('defaults the login and registration limits and the token lifetime', () => {
    expect(loadEnv(gatewayEnvSchema, { JWT_SECRET: SECRET })).toMatchObject({
      AUTH_RATE_WINDOW_MS: 60_000,
      LOGIN_MAX_FAILURES: 5,
      LOGIN_MAX_FAILURES_PER_IP: 20,
      LOGIN_MAX_FAILURES_PER_ACCOUNT: 50,
      REGISTER_MAX_PER_IP: 10,
      REGISTER_MAX_PER_EMAIL: 5,
      API_TOKEN_MAX_PER_MINUTE: 120,
      KEPT_ANSWERS_MB: 64,
      KEPT_ANSWERS_TTL_MS: 5_000,
    });
    expect(loadEnv(authUserEnvSchema, { JWT_SECRET: SECRET })).toMatchObject({
      JWT_TTL_SECONDS: 604_800,
      ACCOUNT_DELETION_BACKOFF_MS: 5_000,
      ACCOUNT_DELETION_STALLED_MS: 30_000,
    });
    expect(loadEnv(authUserEnvSchema, { JWT_SECRET: SECRET }).ADMIN_EMAIL).toBeUndefined();
  });

  it('trusts forwarded headers from loopback only, unless told which proxies to believe', () => {
    expect(loadEnv(gatewayEnvSchema, { JWT_SECRET: SECRET }).TRUSTED_PROXIES).toEqual(['loopback']);
    expect(
      loadEnv(gatewayEnvSchema, { JWT_SECRET: SECRET, TRUSTED_PROXIES: ' 10.0.0.0/8, ::1,loopback ' })
        .TRUSTED_PROXIES,
    ).toEqual(['10.0.0.0/8', '::1', 'loopback']);
    expect(
      loadEnv(gatewayEnvSchema, { JWT_SECRET: SECRET, TRUSTED_PROXIES: 'none' }).TRUSTED_PROXIES,
    ).toEqual([]);
    for (const wrong of ['*', 'nginx', '10.0.0.0/33', '10.0.0.1,', 'true']) {
      expect(() => loadEnv(gatewayEnvSchema, { JWT_SECRET: SECRET, TRUSTED_PROXIES: wrong })).toThrow(
        "TRUSTED_PROXIES: must be 'none' or comma-separated IP addresses, CIDR ranges, loopback, linklocal or uniquelocal",
      );
    }
  });

  it('refuses an ADMIN_EMAIL that is not an email', () => {
    expect(() => loadEnv(authUserEnvSchema, { JWT_SECRET: SECRET, ADMIN_EMAIL: 'admin' })).toThrow(
      'ADMIN_EMAIL: must be an email address',
    );
  });
});
