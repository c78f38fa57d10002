import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import zlib from 'node:zlib';

import { renderNginx } from '../nginx/render.mjs';
import { repoRoot, run } from './support.js';

const NGINX = '/usr/sbin/nginx';

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(port: number, urlPath: string, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: urlPath, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.setTimeout(5000, () => req.destroy(new Error(`GET ${urlPath} timed out`)));
    req.on('error', reject);
  });
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

/**
 * A stand-in for the gateway: counts requests per URL, remembers their headers and body sizes, answers JSON
 * with the gateway's own security headers; `/api/crash` drops the connection without an answer.
 */
function fakeGateway() {
  const hits = new Map<string, number>();
  const received = new Map<string, http.IncomingHttpHeaders>();
  const bodyBytes = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    if (url === '/api/crash') return void req.socket.destroy();
    hits.set(url, (hits.get(url) ?? 0) + 1);
    received.set(url, req.headers);
    let size = 0;
    req.on('data', (chunk: Buffer) => (size += chunk.length));
    req.on('end', () => {
      bodyBytes.set(url, size);
      // Large enough for gzip_min_length.
      const body = JSON.stringify({
        success: true,
        data: { url, hit: hits.get(url), synopsis: 'An anime about caching. '.repeat(100) },
      });
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'x-content-type-options': 'nosniff',
        'permissions-policy': 'camera=()',
        // What the gateway sends on public catalogue reads: the edge's bound, not the browser's.
        ...(/^\/api\/(?:database|anime)\//.test(url)
          ? { 'cache-control': 'max-age=5, stale-while-revalidate=5, stale-if-error=30' }
          : {}),
      });
      res.end(body);
    });
  });
  server.on('upgrade', (req: http.IncomingMessage, socket: net.Socket) => {
    received.set(req.url ?? '/', req.headers);
    socket.end('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
  });
  return { server, hits, received, bodyBytes };
}

/** Writes `request` as it is and reads the one answer, until nginx closes or the body is complete. */
function rawRequest(port: number, request: string): Promise<{ status: number; head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    const settle = () => {
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return false;
      const head = received.slice(0, end);
      const body = received.slice(end + 4);
      const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? -1);
      if (length >= 0 && Buffer.byteLength(body) < length) return false;
      socket.destroy();
      resolve({ status: Number(head.split(' ')[1]), head, body });
      return true;
    };
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
      settle();
    });
    socket.on('end', () => settle() || reject(new Error(`no answer to ${request.slice(0, 60)}`)));
    socket.on('error', reject);
    socket.setTimeout(5000, () => socket.destroy(new Error('raw request timed out')));
    socket.write(request);
  });
}

describe('deploy/nginx rendered by render.mjs', () => {
  const gateway = fakeGateway();
  const assetJs = `export const app = () => ${JSON.stringify('tracker '.repeat(400))};\n`;
  let tmp: string;
  let prefix: string;
  let confPath: string;
  let port: number;
  let nginx: ChildProcess | undefined;
  let nginxOutput = '';

  beforeAll(async () => {
    if (!existsSync(NGINX))
      throw new Error(`nginx is not installed at ${NGINX}: run apt-get install -y nginx`);

    tmp = mkdtempSync(path.join(os.tmpdir(), 'tracker-nginx-'));
    // nginx started as root serves files from workers running as nobody.
    chmodSync(tmp, 0o755);
    const webRoot = path.join(tmp, 'www');
    mkdirSync(path.join(webRoot, 'assets'), { recursive: true });
    for (const [file, lang] of [
      ['index.html', 'en'],
      ['index.es.html', 'es'],
    ])
      writeFileSync(
        path.join(webRoot, file),
        `<!doctype html><html lang="${lang}"><title>tracker</title><div id="root"></div>\n`,
      );
    writeFileSync(path.join(webRoot, 'assets', 'app-abc123.js'), assetJs);

    gateway.server.listen(0, '127.0.0.1');
    await once(gateway.server, 'listening');
    const gatewayPort = (gateway.server.address() as AddressInfo).port;

    port = await freePort();
    prefix = path.join(tmp, 'nginx');
    confPath = renderNginx({ prefix, webPort: port, gatewayUpstream: `127.0.0.1:${gatewayPort}`, webRoot });

    // Own process group, so the workers can be stopped with the master if it does not quit cleanly.
    nginx = spawn(NGINX, ['-c', confPath, '-p', prefix, '-e', 'stderr'], {
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    nginx.stdout?.on('data', (chunk: Buffer) => (nginxOutput += chunk.toString()));
    nginx.stderr?.on('data', (chunk: Buffer) => (nginxOutput += chunk.toString()));

    for (let attempt = 1; ; attempt++) {
      if (nginx.exitCode !== null) throw new Error(`nginx exited with ${nginx.exitCode}:\n${nginxOutput}`);
      try {
        await get(port, '/');
        break;
      } catch (error) {
        if (attempt === 100)
          throw new Error(
            `nginx did not answer on port ${port}: ${(error as Error).message}\n${nginxOutput}`,
            { cause: error },
          );
        await delay(50);
      }
    }
  });

  afterAll(async () => {
    if (nginx?.pid && nginx.exitCode === null && nginx.signalCode === null) {
      const exited = once(nginx, 'exit');
      nginx.kill('SIGQUIT');
      const stopped = await Promise.race([exited.then(() => true), delay(5000, false, { ref: false })]);
      if (!stopped) process.kill(-nginx.pid, 'SIGKILL');
    }
    gateway.server.closeAllConnections();
    gateway.server.close();
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  it('passes nginx -t', () => {
    run(NGINX, ['-t', '-c', confPath, '-p', prefix, '-e', 'stderr']);
  });

  it('substitutes every placeholder and leaves nginx variables alone', () => {
    const rendered = ['nginx.conf', 'conf.d/default.conf', 'conf.d/cache.conf']
      .map((file) => readFileSync(path.join(prefix, file), 'utf8'))
      .join('\n');
    expect(rendered).not.toMatch(/\$\{/);
    expect(rendered).toContain('try_files $uri =404;');
    expect(rendered).toContain(`listen ${port};`);
  });

  it('uses no upper-case $NAME in the templates but the placeholders, since the image envsubst would replace it', () => {
    const placeholders = ['WEB_PORT', 'GATEWAY_UPSTREAM', 'WEB_ROOT', 'NGINX_CACHE_DIR', 'NGINX_PREFIX'];
    const names = ['default.conf.template', 'cache.conf.template', 'local.nginx.conf.template'].flatMap(
      (file) =>
        [
          ...readFileSync(path.join(__dirname, '..', 'nginx', file), 'utf8').matchAll(
            /\$\{?([A-Z_][A-Z0-9_]*)\b/g,
          ),
        ].map((match) => match[1]),
    );
    expect(names.filter((name) => !placeholders.includes(name))).toEqual([]);
  });

  it('refuses options nginx could not use', () => {
    const base = {
      prefix: path.join(tmp, 'unused'),
      webPort: 8080,
      gatewayUpstream: 'gateway:3001',
      webRoot: tmp,
    };
    expect(() => renderNginx({ ...base, webPort: 70000 })).toThrow(/webPort/);
    expect(() => renderNginx({ ...base, gatewayUpstream: 'http://gateway:3001' })).toThrow(/gatewayUpstream/);
    expect(() => renderNginx({ ...base, webRoot: '/srv/web root' })).toThrow(/webRoot/);
  });

  it.each(['/', '/anime/21-one-piece', '/anime/frieren/', '/user/mio', '/profile', '/admin?tab=users'])(
    'serves the SPA shell for its route %s, revalidated on every visit',
    async (urlPath) => {
      const reply = await get(port, urlPath);
      expect(reply.status).toBe(200);
      expect(reply.headers['content-type']).toMatch(/^text\/html/);
      expect(reply.body.toString()).toContain('<div id="root">');
      expect(reply.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each(['/some/deep/link', '/anime', '/anime/a/b', '/profiles', '/user/', '/index'])(
    'answers 404 with the SPA shell, which shows the not-found screen, for %s',
    async (urlPath) => {
      const reply = await get(port, urlPath);
      expect(reply.status).toBe(404);
      expect(reply.headers['content-type']).toMatch(/^text\/html/);
      expect(reply.body.toString()).toContain('<div id="root">');
      expect(reply.headers['cache-control']).toBe('no-cache');
    },
  );

  describe("the shell in the visitor's language (the web's build writes index.es.html)", () => {
    it.each([
      ['no language', 'en', {}],
      ['Accept-Language: es', 'es', { 'accept-language': 'es-ES,es;q=0.9,en;q=0.8' }],
      ['Cookie: lang=es', 'es', { cookie: 'theme=dark; lang=es' }],
      ['Cookie: lang=en over a Spanish browser', 'en', { cookie: 'lang=en', 'accept-language': 'es' }],
      ['Cookie: lang=es over an English browser', 'es', { cookie: 'lang=es', 'accept-language': 'en-US' }],
      ['a browser whose first language is not Spanish', 'en', { 'accept-language': 'en-US,es;q=0.8' }],
      ['a cookie that names no language', 'es', { cookie: 'lang=fr', 'accept-language': 'es' }],
    ])('answers %s with the shell in %s', async (_case, lang, headers: Record<string, string>) => {
      for (const [urlPath, status] of [
        ['/', 200],
        ['/anime/21-one-piece', 200],
        ['/some/deep/link', 404],
      ] as const) {
        const reply = await get(port, urlPath, headers);
        expect({ urlPath, status: reply.status }).toEqual({ urlPath, status });
        expect(reply.body.toString()).toContain(`<html lang="${lang}">`);
        expect(reply.headers['cache-control']).toBe('no-cache');
        // A shared cache keeps one copy per language, never one visitor's for another.
        expect(reply.headers.vary).toMatch(/\bCookie, Accept-Language\b/);
      }
    });

    it('varies nothing else by language', async () => {
      const reply = await get(port, '/assets/app-abc123.js', { cookie: 'lang=es' });
      expect(reply.body.toString()).toBe(assetJs);
      expect(reply.headers.vary).not.toMatch(/Cookie|Accept-Language/);
    });
  });

  it("serves every route the SPA declares (web/src/config/paths.ts), so a new route can't 404", async () => {
    const declared = readFileSync(path.join(repoRoot, 'web/src/config/paths.ts'), 'utf8');
    const patterns = [...declared.matchAll(/\bpath: '([^']+)'/g)].map(([, pattern]) => pattern);
    expect(patterns.length).toBeGreaterThan(4);
    for (const pattern of patterns) {
      const reply = await get(port, pattern.replace(/:\w+/g, 'x1'));
      expect({ pattern, status: reply.status }).toEqual({ pattern, status: 200 });
    }
  });

  it('serves hashed assets with a long immutable cache lifetime', async () => {
    const reply = await get(port, '/assets/app-abc123.js');
    expect(reply.status).toBe(200);
    expect(reply.body.toString()).toBe(assetJs);
    expect(reply.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(reply.headers['cache-control']).toMatch(/immutable/);
  });

  it('answers 404 for a missing asset instead of the SPA shell', async () => {
    const reply = await get(port, '/assets/app-missing.js');
    expect(reply.status).toBe(404);
    expect(reply.headers['cache-control']).toBeUndefined();
  });

  it.each(['/', '/assets/app-abc123.js', '/api/health', '/assets/app-missing.js', '/api/database/anime/3'])(
    'sends the security headers on %s',
    async (urlPath) => {
      const { headers } = await get(port, urlPath);
      const csp = headers['content-security-policy'];
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("img-src 'self' https: data:");
      expect(csp).toContain("connect-src 'self' ws: wss:");
      expect(csp).toContain("frame-ancestors 'none'");
      // Once, although the gateway sends it too: two would read 'nosniff, nosniff'.
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toBe(
        'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
      );
      expect(headers['strict-transport-security']).toBeUndefined();
    },
  );

  it('sends HSTS only to browsers that came over TLS (to an Ingress in front)', async () => {
    for (const urlPath of ['/', '/api/users/carol']) {
      const { headers } = await get(port, urlPath, { 'x-forwarded-proto': 'https' });
      expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }
  });

  describe("nginx's own errors on /api/, in the API's envelope", () => {
    const envelope = (error: string) => JSON.stringify({ success: false, data: null, error });
    const expectEnvelope = (
      reply: { status: number; head: string; body: string },
      status: number,
      error: string,
    ) => {
      expect({ status: reply.status, body: reply.body }).toEqual({ status, body: envelope(error) });
      expect(reply.head).toMatch(/content-type: application\/json/i);
    };

    it('413 for a body over 10 MB, while a 9 MB one reaches the gateway', async () => {
      const tooLarge = await rawRequest(
        port,
        `POST /api/auth/anime-lists/import HTTP/1.1\r\nHost: x\r\nContent-Type: application/xml\r\nContent-Length: ${11 * 1024 * 1024}\r\n\r\n`,
      );
      expectEnvelope(tooLarge, 413, 'The request body is too large: at most 10 MB.');
      const size = 9 * 1024 * 1024;
      const passed = await rawRequest(
        port,
        `POST /api/auth/upload-big HTTP/1.1\r\nHost: x\r\nContent-Type: application/xml\r\nContent-Length: ${size}\r\n\r\n${'x'.repeat(size)}`,
      );
      expect(passed.status).toBe(200);
      expect(gateway.bodyBytes.get('/api/auth/upload-big')).toBe(size);
    });

    it("414 for a URL over nginx's buffers, 431 for too large headers, 400 for a request without Host", async () => {
      expectEnvelope(
        await rawRequest(port, `GET /api/users/${'a'.repeat(9000)} HTTP/1.1\r\nHost: x\r\n\r\n`),
        414,
        'The URL is too long.',
      );
      expectEnvelope(
        await rawRequest(port, `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(9000)}\r\n\r\n`),
        431,
        'The request headers are too large.',
      );
      expectEnvelope(
        await rawRequest(port, 'GET /api/health HTTP/1.1\r\n\r\n'),
        400,
        'The request is not valid HTTP.',
      );
    });

    it('405 for a method nginx refuses, 502 when the gateway drops the connection', async () => {
      expectEnvelope(
        await rawRequest(port, 'TRACE /api/health HTTP/1.1\r\nHost: x\r\n\r\n'),
        405,
        'This method is not allowed here.',
      );
      expectEnvelope(
        await rawRequest(port, 'GET /api/crash HTTP/1.1\r\nHost: x\r\n\r\n'),
        502,
        'The server is unreachable right now. Please try again in a moment.',
      );
    });
  });

  it('proxies /api/ to the gateway with the forwarding headers, uncached', async () => {
    const urlPath = '/api/users/alice';
    const first = await get(port, urlPath);
    const second = await get(port, urlPath);
    expect(first.status).toBe(200);
    expect(JSON.parse(second.body.toString()).data.url).toBe(urlPath);
    expect(gateway.hits.get(urlPath)).toBe(2);
    expect(second.headers['x-cache-status']).toBeUndefined();
    const seen = gateway.received.get(urlPath);
    expect(seen?.host).toBe(`127.0.0.1:${port}`);
    expect(seen?.['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen?.['x-forwarded-proto']).toBe('http');
  });

  it('keeps the scheme an Ingress in front reports', async () => {
    const urlPath = '/api/users/bob';
    await get(port, urlPath, { 'x-forwarded-proto': 'https' });
    expect(gateway.received.get(urlPath)?.['x-forwarded-proto']).toBe('https');
  });

  it('gzips JavaScript and JSON for clients that accept it', async () => {
    const asset = await get(port, '/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(asset.body).toString()).toBe(assetJs);

    const json = await get(port, '/api/health', { 'accept-encoding': 'gzip' });
    expect(json.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(json.body).toString()).success).toBe(true);
    // The gateway always answers identity, so one cache entry serves every client.
    expect(gateway.received.get('/api/health')?.['accept-encoding']).toBeUndefined();

    const plain = await get(port, '/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it.each(['/api/database/anime/1', '/api/anime/21/characters?page=1'])(
    'serves the public catalogue read %s from the micro-cache the second time',
    async (urlPath) => {
      const first = await get(port, urlPath);
      const second = await get(port, urlPath);
      expect(first.headers['x-cache-status']).toBe('MISS');
      expect(second.headers['x-cache-status']).toBe('HIT');
      // The gateway's bound is for the edge: a browser keeps nothing and asks again.
      expect(second.headers['cache-control']).toBeUndefined();
      expect(second.body.equals(first.body)).toBe(true);
      expect(gateway.hits.get(urlPath)).toBe(1);
    },
  );

  it('never serves from or stores in the cache a request that carries a token', async () => {
    const urlPath = '/api/database/anime/2';
    const authorization = { authorization: 'Bearer a-user-token' };
    const first = await get(port, urlPath, authorization);
    const second = await get(port, urlPath, authorization);
    expect([first.headers['x-cache-status'], second.headers['x-cache-status']]).toEqual(['BYPASS', 'BYPASS']);
    expect(gateway.hits.get(urlPath)).toBe(2);

    // Nothing was stored: the first anonymous read still goes to the gateway.
    const anonymous = await get(port, urlPath);
    expect(anonymous.headers['x-cache-status']).toBe('MISS');
    expect(gateway.hits.get(urlPath)).toBe(3);

    // And a cached anonymous answer is not handed to a signed-in user.
    const signedIn = await get(port, urlPath, authorization);
    expect(signedIn.headers['x-cache-status']).toBe('BYPASS');
    expect(gateway.hits.get(urlPath)).toBe(4);
  });

  it('passes WebSocket upgrades on /socket.io/ through to the gateway', async () => {
    const urlPath = '/socket.io/?EIO=4&transport=websocket';
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.get({
        host: '127.0.0.1',
        port,
        path: urlPath,
        agent: false,
        headers: {
          connection: 'Upgrade',
          upgrade: 'websocket',
          'sec-websocket-version': '13',
          'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
        },
      });
      req.on('upgrade', (res, socket) => {
        socket.destroy();
        resolve(res.statusCode ?? 0);
      });
      req.on('response', (res) => resolve(res.statusCode ?? 0));
      req.setTimeout(5000, () => req.destroy(new Error('upgrade timed out')));
      req.on('error', reject);
    });
    expect(status).toBe(101);
    expect(gateway.received.get(urlPath)?.upgrade).toBe('websocket');
    expect(gateway.received.get(urlPath)?.connection).toMatch(/upgrade/i);
  });
});
