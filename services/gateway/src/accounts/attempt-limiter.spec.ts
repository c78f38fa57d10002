import { type GatewayEnv, gatewayEnvSchema, loadEnv } from '@tracker/config';
import { createTestInfra, type TestInfra } from '@tracker/testing';
import { Redis } from 'ioredis';

import { type AttemptCounter, AttemptLimiter } from './attempt-limiter.js';
import { TooManyAttemptsException } from './too-many-attempts.exception.js';

const WINDOW_MS = 60_000;

describe(AttemptLimiter.name, () => {
  let infra: TestInfra;
  let redis: Redis;
  let env: GatewayEnv;
  let limiter: AttemptLimiter;
  let serial = 0;
  /** A counter no other test touches. */
  const counter = (max: number, scope = 'login-client'): AttemptCounter => ({
    scope,
    id: `id-${(serial += 1)}`,
    max,
  });
  /** How many of `attempts` reserve calls, made at once, were let through. */
  const allowedOf = async (attempts: Array<Promise<void>>) =>
    (await Promise.allSettled(attempts)).filter((result) => result.status === 'fulfilled').length;

  beforeAll(async () => {
    infra = await createTestInfra('attempt-limiter');
    env = loadEnv(gatewayEnvSchema, { ...infra.env, AUTH_RATE_WINDOW_MS: String(WINDOW_MS) });
    redis = new Redis(infra.redisUrl);
    limiter = new AttemptLimiter(env, redis);
  });

  afterAll(async () => {
    redis?.disconnect();
    await infra?.cleanup();
  });

  it('lets exactly max of 25 parallel attempts through, then refuses with the time left in the window', async () => {
    const account = counter(5);
    const allowed = await allowedOf(Array.from({ length: 25 }, () => limiter.reserve('login', [account])));
    expect(allowed).toBe(5);
    const refusal = await limiter.reserve('login', [account]).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(TooManyAttemptsException);
    expect((refusal as TooManyAttemptsException).retryAfterSeconds).toBe(WINDOW_MS / 1000);
    expect((refusal as TooManyAttemptsException).message).toBe(
      'Too many login attempts. Please try again in a minute.',
    );
  });

  it('holds a per-IP ceiling of 20 against 100 parallel attempts spread over many accounts', async () => {
    const ip = counter(20, 'login-ip');
    const attempts = Array.from({ length: 100 }, () => limiter.reserve('login', [ip, counter(5)]));
    expect(await allowedOf(attempts)).toBe(20);
  });

  it('counts nothing when any counter is full, so a refused attempt never eats into another limit', async () => {
    const ip = counter(20, 'login-ip');
    const client = counter(2);
    for (let n = 0; n < 2; n += 1) await limiter.reserve('login', [ip, client]);
    await expect(limiter.reserve('login', [ip, client])).rejects.toBeInstanceOf(TooManyAttemptsException);
    await expect(limiter.reserve('login', [ip, client])).rejects.toBeInstanceOf(TooManyAttemptsException);
    expect(Number(await redis.get(`${infra.redisPrefix}:ratelimit:${ip.scope}:${ip.id}`))).toBe(2);
  });

  it('keeps accounts, clients and addresses apart', async () => {
    const [first, second] = [counter(1), counter(1)];
    await limiter.reserve('login', [first]);
    await expect(limiter.reserve('login', [first])).rejects.toBeInstanceOf(TooManyAttemptsException);
    await expect(limiter.reserve('login', [second])).resolves.toBeUndefined();
  });

  it('gives a released attempt back and keeps the window running', async () => {
    const client = counter(2);
    await limiter.reserve('login', [client]);
    await limiter.reserve('login', [client]);
    await limiter.release([client]);
    await expect(limiter.reserve('login', [client])).resolves.toBeUndefined();
    await expect(limiter.reserve('login', [client])).rejects.toBeInstanceOf(TooManyAttemptsException);
    const key = `${infra.redisPrefix}:ratelimit:${client.scope}:${client.id}`;
    expect(await redis.pttl(key)).toBeGreaterThan(0);
    expect(await redis.pttl(key)).toBeLessThanOrEqual(WINDOW_MS);
  });

  it('never releases below zero, nor a counter that never counted', async () => {
    const client = counter(1);
    await limiter.release([client]);
    await limiter.release([client]);
    await limiter.reserve('login', [client]);
    await expect(limiter.reserve('login', [client])).rejects.toBeInstanceOf(TooManyAttemptsException);
  });

  it('forgets a cleared counter at once', async () => {
    const client = counter(1);
    await limiter.reserve('login', [client]);
    await limiter.clear(client);
    await expect(limiter.reserve('login', [client])).resolves.toBeUndefined();
  });

  it('refuses until the window of the fullest counter has passed', async () => {
    const short = counter(1);
    const key = `${infra.redisPrefix}:ratelimit:${short.scope}:${short.id}`;
    await limiter.reserve('login', [short]);
    await redis.pexpire(key, 2_500);
    const refusal = await limiter.reserve('login', [counter(5), short]).catch((error: unknown) => error);
    expect((refusal as TooManyAttemptsException).retryAfterSeconds).toBe(3);
    await redis.del(key);
    await expect(limiter.reserve('login', [short])).resolves.toBeUndefined();
  });
});
