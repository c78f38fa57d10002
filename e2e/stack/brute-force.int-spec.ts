import { request } from 'node:http';

import { Stack } from '../support/stack';

interface Attempt {
  status: number;
  retryAfter: string | undefined;
  setCookie: string | undefined;
  error: string | null;
}

/**
 * Brute force against the real gateway and auth-user processes, sent straight to the gateway as an
 * attacker would: sequential and parallel guesses at one account, a spray from one address, forged
 * X-Forwarded-For, and the owner signing in from their browser during the attack. Each test sends from
 * an address of its own (127.0.0.N) so the per-IP counters never mix, and nginx is not the trusted proxy
 * here (TRUSTED_PROXIES names another address), so every sender is a client as far as the gateway knows.
 */
describe('brute force through the stack', () => {
  let stack: Stack;
  let serial = 0;
  const freshAddress = () => `127.0.0.${(serial += 1) + 10}`;

  beforeAll(async () => {
    stack = await Stack.start('brute-force', {
      services: ['auth-user'],
      env: {
        TRUSTED_PROXIES: '192.0.2.1',
        SERVICE_TIMEOUT_MS: '5000',
        LOGIN_MAX_FAILURES: '5',
        LOGIN_MAX_FAILURES_PER_IP: '20',
        LOGIN_MAX_FAILURES_PER_ACCOUNT: '10',
      },
    });
  });

  afterAll(async () => {
    await stack?.stop();
  });

  /** POST over node:http, which can send from a chosen loopback address. */
  const post = (path: string, body: object, from: string, headers: Record<string, string> = {}) =>
    new Promise<Attempt>((resolve, reject) => {
      const payload = JSON.stringify(body);
      const call = request(
        `${stack.baseUrl}${path}`,
        {
          method: 'POST',
          localAddress: from,
          headers: { 'content-type': 'application/json', ...headers },
          timeout: 15_000,
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              retryAfter: response.headers['retry-after'],
              setCookie: response.headers['set-cookie']?.[0],
              error: (JSON.parse(text) as { error: string | null }).error,
            }),
          );
        },
      );
      call.on('error', reject);
      call.on('timeout', () => call.destroy(new Error(`${path} hung`)));
      call.end(payload);
    });
  const login = (email: string, password: string, from: string, cookie?: string) =>
    post('/api/auth/login', { email, password }, from, cookie ? { cookie } : {});
  const register = async (name: string) => {
    const email = `${name}@bebop.test`;
    const form = { username: name, email, displayName: name, password: 'Bebop1', confirmPassword: 'Bebop1' };
    expect((await post('/api/auth/register', form, freshAddress())).status).toBe(201);
    return email;
  };
  const statuses = (attempts: Attempt[]) =>
    attempts.reduce<Record<number, number>>(
      (mix, { status }) => ({ ...mix, [status]: (mix[status] ?? 0) + 1 }),
      {},
    );
  const expectLimited = (attempt: Attempt) => {
    expect(attempt).toMatchObject({
      status: 429,
      error: 'Too many login attempts. Please try again in a minute.',
    });
    expect(Number(attempt.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(attempt.retryAfter)).toBeLessThanOrEqual(60);
  };

  it('evaluates 5 sequential wrong passwords for one account from one client, then answers 429', async () => {
    const email = await register('sequential');
    const from = freshAddress();
    for (let n = 0; n < 5; n += 1) expect((await login(email, 'Wrong1', from)).status).toBe(401);
    for (let n = 0; n < 3; n += 1) expectLimited(await login(email, 'Wrong1', from));
    // The right password too: the client is locked out of this account, not told whether it guessed.
    expectLimited(await login(email, 'Bebop1', from));
  });

  it('evaluates at most 5 of 25 parallel wrong passwords for one account', async () => {
    const email = await register('parallel');
    const from = freshAddress();
    const attempts = await Promise.all(Array.from({ length: 25 }, () => login(email, 'Wrong1', from)));
    const mix = statuses(attempts);
    expect(mix[401]).toBeGreaterThanOrEqual(1);
    expect(mix[401]).toBeLessThanOrEqual(5);
    expect((mix[401] ?? 0) + (mix[429] ?? 0)).toBe(25);
    for (const attempt of attempts.filter(({ status }) => status === 429)) {
      expect(Number(attempt.retryAfter)).toBeGreaterThanOrEqual(1);
    }
  });

  it('evaluates at most 20 of 100 parallel logins from one address, whatever the accounts', async () => {
    const from = freshAddress();
    const attempts = await Promise.all(
      Array.from({ length: 100 }, (_, n) => login(`spray-${n}@bebop.test`, 'Wrong1', from)),
    );
    const mix = statuses(attempts);
    expect(mix[401]).toBeGreaterThanOrEqual(1);
    expect(mix[401]).toBeLessThanOrEqual(20);
    expect((mix[401] ?? 0) + (mix[429] ?? 0)).toBe(100);
  });

  it('ignores a forged X-Forwarded-For sent straight to the gateway: the per-IP limit still holds', async () => {
    const from = freshAddress();
    const attempts = [];
    for (let n = 0; n < 25; n += 1) {
      attempts.push(
        await post('/api/auth/login', { email: `forged-${n}@bebop.test`, password: 'Wrong1' }, from, {
          'x-forwarded-for': `198.51.100.${n + 1}`,
        }),
      );
    }
    expect(attempts.slice(0, 20).map(({ status }) => status)).toEqual(Array(20).fill(401));
    for (const attempt of attempts.slice(20)) expectLimited(attempt);
  });

  it('lets the owner sign in from their browser while their account is under attack from many addresses', async () => {
    const email = await register('owner');
    const home = freshAddress();
    const first = await login(email, 'Bebop1', home);
    expect(first.status).toBe(200);
    expect(first.setCookie).toMatch(
      /^tracker_device=[\w-]+\.[\w-]+; Path=\/api\/auth\/login; .*HttpOnly; SameSite=Strict$/,
    );
    const cookie = first.setCookie!.split(';')[0];

    // Three attackers, 25 guesses each at once: 5 per address, and the account's ceiling of 10.
    const attackers = [freshAddress(), freshAddress(), freshAddress()];
    const attack = Promise.all(
      attackers.flatMap((from) => Array.from({ length: 25 }, () => login(email, 'Wrong1', from))),
    );
    const during = await login(email, 'Bebop1', home, cookie);
    const mix = statuses(await attack);
    expect(mix[401]).toBeLessThanOrEqual(10);
    expect(during.status).toBe(200);

    // A new browser is held by the account's ceiling now; the owner's own is not, even on an attacker's network.
    expectLimited(await login(email, 'Bebop1', freshAddress()));
    expect((await login(email, 'Bebop1', home, cookie)).status).toBe(200);
    expect((await login(email, 'Bebop1', attackers[0], cookie)).status).toBe(200);
  });
});
