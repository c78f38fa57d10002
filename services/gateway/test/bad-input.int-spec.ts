import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';

import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { gatewayEnvSchema, loadEnv } from '@tracker/config';
import { LISTS } from '@tracker/contracts';
import { createTestInfra, type ServiceHarness, startServiceHarness, type TestInfra } from '@tracker/testing';

import { createGatewayApp } from '../src/gateway-app.js';
import { JSON_BODY_LIMIT } from '../src/http/request-guards.js';
import { multipartBody } from './support/auth-harness.js';
import { FakeSessionsModule, tokenFor } from './support/fake-auth-user.js';
import { FakeListsProgressModule, listCalls } from './support/fake-lists-progress.js';

const failure = (error: string) => ({ success: false, data: null, error });
const nested = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

/**
 * Bad input over a real socket to the gateway, in front of stand-ins for lists-progress and auth-user: every answer a 4xx in
 * the envelope, and nothing passed on to a service.
 */
describe('bad input at the gateway', () => {
  let infra: TestInfra;
  let service: ServiceHarness | undefined;
  /** Answers the session state a signed-in request's token is checked against. */
  let authUser: ServiceHarness | undefined;
  let gateway: NestFastifyApplication | undefined;
  let port = 0;
  const bearer = { authorization: `Bearer ${tokenFor(randomUUID())}` };

  beforeAll(async () => {
    infra = await createTestInfra('gateway-bad-input');
    const env = loadEnv(gatewayEnvSchema, { ...infra.env, SERVICE_TIMEOUT_MS: '3000' });
    service = await startServiceHarness('lists-progress', FakeListsProgressModule, env);
    authUser = await startServiceHarness('auth-user', FakeSessionsModule, env);
    gateway = await createGatewayApp(env);
    await gateway.listen({ port: 0, host: '127.0.0.1' });
    port = (gateway.getHttpServer().address() as AddressInfo).port;
  }, 60_000);

  afterAll(async () => {
    await gateway?.close();
    await service?.close();
    await authUser?.close();
    await infra?.cleanup();
  });

  const send = async (
    method: string,
    path: string,
    body?: RequestInit['body'],
    headers: Record<string, string> = {},
  ) => {
    const response = await fetch(`http://127.0.0.1:${port}${path}`, { method, body, headers });
    const answer = (await response.json()) as { success: boolean; data: unknown; error: string | null };
    return { status: response.status, headers: response.headers, body: answer };
  };
  const json = (method: string, path: string, text: string, headers: Record<string, string> = bearer) =>
    send(method, path, text, { 'content-type': 'application/json', ...headers });

  /** Runs `attempt` and expects no message to have reached the service. */
  async function unsent<T>(attempt: () => Promise<T>): Promise<T> {
    const before = listCalls.length;
    const result = await attempt();
    expect(listCalls.length).toBe(before);
    return result;
  }

  it('refuses JSON nested 5,000 levels deep with 400, and passes 32 levels on', async () => {
    expect(await unsent(() => json('PUT', '/api/auth/anime-lists/1', nested(5000)))).toMatchObject({
      status: 400,
      body: failure('The request body nests deeper than 32 levels.'),
    });
    const before = listCalls.length;
    // Inside episodesWatched, the one field the body's schema leaves to the service.
    const deepButAllowed = `{"episodesWatched":${nested(30)}}`;
    expect(await json('PUT', '/api/auth/anime-lists/1', deepButAllowed)).toMatchObject({ status: 200 });
    expect(listCalls.length).toBe(before + 1);
  });

  it('refuses NUL characters in a body field, a field name or the URL with 400', async () => {
    const put = (body: object) => json('PUT', '/api/auth/anime-lists/1', JSON.stringify(body));
    expect(await unsent(() => put({ notes: { text: 'a\u0000b' } }))).toMatchObject({
      status: 400,
      body: failure('notes.text must not contain NUL characters (\\u0000).'),
    });
    expect(await unsent(() => put({ ['a\u0000']: 1 }))).toMatchObject({ status: 400 });
    expect(await unsent(() => send('GET', '/api/users/a%00b', undefined, bearer))).toMatchObject({
      status: 400,
      body: failure('The URL must not contain NUL characters (%00).'),
    });
    expect(await send('GET', '/api/database/search?q=one%00piece')).toMatchObject({ status: 400 });
  });

  it('refuses anime ids beyond Postgres integers with 400, on the hot read and on writes', async () => {
    const tooLarge = failure("Anime id must be a whole number from 1 to 2147483647, got '99999999999'.");
    expect(await send('GET', '/api/database/anime/99999999999')).toMatchObject({
      status: 400,
      body: tooLarge,
    });
    expect(
      await unsent(() => json('PUT', '/api/auth/anime-lists/99999999999', '{"status":"watching"}')),
    ).toMatchObject({ status: 400, body: tooLarge });
    expect(await send('GET', '/api/database/anime/batch?ids=1,99999999999')).toMatchObject({ status: 400 });
  });

  it.each(['null', '[]', '"text"', '42'])(
    'refuses the body %s on login and register with 400',
    async (body) => {
      for (const path of ['/api/auth/login', '/api/auth/register']) {
        expect(await json('POST', path, body, {})).toMatchObject({
          status: 400,
          body: failure('The request body must be a JSON object.'),
        });
      }
    },
  );

  it('takes JSON only on JSON routes: 415 for forms, text and multipart', async () => {
    const login = (body: RequestInit['body'], type: string) =>
      send('POST', '/api/auth/login', body, { 'content-type': type });
    expect(await login('email=a%40b.test&password=x', 'application/x-www-form-urlencoded')).toMatchObject({
      status: 415,
      body: failure("This route takes application/json bodies, not 'application/x-www-form-urlencoded'."),
    });
    expect(await login('{"email":"a@b.test"}', 'text/plain')).toMatchObject({ status: 415 });
    const form = new FormData();
    form.append('animeId', '1');
    expect(await unsent(() => send('PUT', '/api/auth/anime-lists/1', form, bearer))).toMatchObject({
      status: 415,
      body: failure("This route takes application/json bodies, not 'multipart/form-data'."),
    });
    expect(
      await unsent(() => json('POST', '/api/auth/anime-lists/import', '{"xml":"<myanimelist/>"}')),
    ).toMatchObject({ status: 415 });
    const before = listCalls.length;
    const xml = await send('POST', '/api/auth/anime-lists/import', '<myanimelist></myanimelist>', {
      ...bearer,
      'content-type': 'application/xml',
    });
    expect(xml.status).toBe(200);
    expect(listCalls.at(-1)?.pattern).toBe(LISTS.importLists.pattern);
    expect(listCalls.length).toBe(before + 1);
  });

  it('answers a multipart upload cut short with 400', async () => {
    const { payload, headers } = multipartBody('avatar', 'a.png', 'image/png', Buffer.alloc(2048, 1));
    const truncated = payload.subarray(0, payload.length - 600);
    const reply = await send('POST', '/api/auth/upload-avatar', new Uint8Array(truncated), {
      ...bearer,
      ...headers,
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ success: false, data: null });
    expect(reply.body.error).toMatch(/^The upload could not be read .*send the image again/);
  });

  it('answers too large a JSON body with 413 after reading it, keeping the connection usable', async () => {
    const body = JSON.stringify({ note: 'x'.repeat(JSON_BODY_LIMIT + 10) });
    const head = (length: number) =>
      `PUT /api/auth/anime-lists/1 HTTP/1.1\r\nHost: x\r\nAuthorization: ${bearer.authorization}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;
    const next = JSON.stringify({ score: 7 });
    const answers = await rawExchange(port, head(body.length) + body + head(next.length) + next, 2);
    expect(answers[0]).toMatch(/^HTTP\/1.1 413 /);
    expect(answers[0]).toContain(
      JSON.stringify(failure('The request body is too large: JSON bodies may be at most 1 MB.')),
    );
    expect(answers[1]).toMatch(/^HTTP\/1.1 200 /);
  });

  it("answers the router's and Node's own refusals in the envelope", async () => {
    expect(await send('GET', `/api/users/${'a'.repeat(1001)}`, undefined, bearer)).toMatchObject({
      status: 414,
      body: failure('The URL is too long: each part of its path may be at most 1000 characters.'),
    });
    expect(await send('GET', '/api/no-such-route')).toMatchObject({
      status: 404,
      body: failure('No route for GET /api/no-such-route.'),
    });
    const [headerOverflow] = await rawExchange(
      port,
      `GET /api/health?q=${'a'.repeat(20_000)} HTTP/1.1\r\n\r\n`,
      1,
    );
    expect(headerOverflow).toMatch(/^HTTP\/1.1 431 /);
    expect(headerOverflow).toContain(
      JSON.stringify(failure('The request line or headers are too large (at most 16 KB).')),
    );
    const [garbage] = await rawExchange(port, 'NOT HTTP AT ALL\r\n\r\n', 1);
    expect(garbage).toMatch(/^HTTP\/1.1 400 /);
    expect(garbage).toContain('"success":false');
  });

  it('sends nosniff and Permissions-Policy on every answer, and HSTS only over TLS', async () => {
    for (const path of ['/api/no-such-route', '/api/database/anime/99999999999']) {
      const { headers } = await send('GET', path);
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('permissions-policy')).toContain('camera=()');
      expect(headers.get('strict-transport-security')).toBeNull();
    }
    const behindTls = await send('GET', '/api/no-such-route', undefined, { 'x-forwarded-proto': 'https' });
    expect(behindTls.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
  });
});

/** Writes `request` on one connection and collects `count` answers (each head plus its Content-Length body). */
function rawExchange(port: number, request: string, count: number): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    const answers: string[] = [];
    const finish = () => {
      socket.destroy();
      resolve(answers);
    };
    socket.on('data', (chunk) => {
      received = Buffer.concat([received, chunk]);
      for (;;) {
        const end = received.indexOf('\r\n\r\n');
        if (end < 0) return;
        const head = received.subarray(0, end).toString();
        const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0);
        if (received.length < end + 4 + length) return;
        answers.push(received.subarray(0, end + 4 + length).toString());
        received = received.subarray(end + 4 + length);
        if (answers.length === count) return finish();
      }
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(answers));
    socket.write(request);
  });
}
