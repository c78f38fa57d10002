import { Controller, Module } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  type AnimeById,
  type AnimeResourceRequest,
  CATALOGUE,
  CATALOGUE_DETAILS,
  HEALTH,
} from '@tracker/contracts';
import { notFound } from '@tracker/redis';

import { type GatewayHarness, startGatewayWithFakeCatalogue } from './support/gateway-harness.js';

/** An id the stand-in catalogue answers after the gateway's 500 ms bound. */
const SLOW_ANIME_ID = 504;

/** Ids the stand-in catalogue was asked for. */
const animeCalls: number[] = [];

/** A stand-in catalogue on the real transport: the gateway is tested against the contract, not the service. */
@Controller()
class FakeCatalogueController {
  @MessagePattern(HEALTH.catalogue.pattern)
  health() {
    return { service: 'catalogue', status: 'up', database: 'up', uptimeSeconds: 1 };
  }

  @MessagePattern(CATALOGUE.upstreamStatus.pattern)
  upstreamStatus() {
    return { reachable: false, waiting: 12 };
  }

  @MessagePattern(CATALOGUE_DETAILS.resource.pattern)
  resource(@Payload() request: AnimeResourceRequest) {
    return { data: [request], source: 'upstream' };
  }

  @MessagePattern(CATALOGUE.animeGet.pattern)
  anime(@Payload() { id }: AnimeById) {
    animeCalls.push(id);
    if (id === 404) throw notFound('Anime 404 was not found.');
    if (id === SLOW_ANIME_ID) return new Promise((resolve) => setTimeout(resolve, 1000, { mal_id: id }));
    return { mal_id: id, title: `Title ${id}` };
  }
}

@Module({ controllers: [FakeCatalogueController] })
class FakeCatalogueModule {}

interface DocumentedOperation {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

/** The documented 200 (or 201, or 202 for work queued) answer's body schema, whatever its content type. */
function successSchema(operation: DocumentedOperation): unknown {
  const answer = operation.responses?.['200'] ?? operation.responses?.['201'] ?? operation.responses?.['202'];
  return Object.values(answer?.content ?? {})[0]?.schema;
}

const documentsSuccessBody = (operation: DocumentedOperation) => successSchema(operation) !== undefined;

describe('the gateway', () => {
  let harness: GatewayHarness;

  const get = (url: string) => harness.get(url);

  beforeAll(async () => {
    harness = await startGatewayWithFakeCatalogue('gateway', FakeCatalogueModule, 500);
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('wraps a service answer in the envelope', async () => {
    expect(await get('/api/database/anime/7')).toEqual({
      status: 200,
      body: { success: true, data: { mal_id: 7, title: 'Title 7' }, error: null },
    });
  });

  it('maps a service NOT_FOUND to 404 with its message', async () => {
    expect(await get('/api/database/anime/404')).toEqual({
      status: 404,
      body: { success: false, data: null, error: 'Anime 404 was not found.' },
    });
  });

  it.each([['abc'], ['0'], ['-1'], ['1.5']])(
    'answers 400 for the anime id %p without calling the service',
    async (id) => {
      const callsBefore = animeCalls.length;
      expect(await get(`/api/database/anime/${id}`)).toEqual({
        status: 400,
        body: { success: false, data: null, error: `Anime id must be a positive whole number, got '${id}'.` },
      });
      expect(animeCalls).toHaveLength(callsBefore);
    },
  );

  it('answers 503 within the bound when the catalogue is too slow for one anime', async () => {
    expect(await get(`/api/database/anime/${SLOW_ANIME_ID}`)).toEqual({
      status: 503,
      body: {
        success: false,
        data: null,
        error: 'The catalogue service did not answer within 500 ms. Please try again in a moment.',
      },
    });
  });

  it('sends the anime read with its type, length and Vary: Origin, as through Fastify', async () => {
    const response = await harness.fetch('/api/database/anime/7');
    const body = Buffer.from(await response.arrayBuffer());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('content-length')).toBe(String(body.length));
    expect(response.headers.get('vary')).toBe('Origin');
    expect(JSON.parse(body.toString())).toEqual({
      success: true,
      data: { mal_id: 7, title: 'Title 7' },
      error: null,
    });
  });

  it('answers a cross-origin anime read with the CORS headers, and the same envelope', async () => {
    const response = await harness.fetch('/api/database/anime/8', {
      headers: { Origin: 'http://localhost:8080' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('vary')).toContain('Origin');
    expect(await response.json()).toEqual({
      success: true,
      data: { mal_id: 8, title: 'Title 8' },
      error: null,
    });
  });

  it('answers a preflight from an allowed origin, before any route or guard', async () => {
    const response = await harness.fetch('/api/auth/login', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:8080',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')).toBe('authorization, content-type');
  });

  it('sends the CORS headers with a request guard refusal, so the page can read the envelope', async () => {
    const response = await harness.fetch('/api/database/anime/7%00', {
      headers: { Origin: 'http://localhost:8080' },
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
    expect(await response.json()).toEqual({
      success: false,
      data: null,
      error: 'The URL must not contain NUL characters (%00).',
    });
  });

  it("runs the gateway's request hooks for the anime read: HSTS behind a TLS proxy", async () => {
    // The security headers' hook reads the protocol a trusted proxy (loopback here) forwards, as for every route.
    const response = await harness.fetch('/api/database/anime/7', {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers an anime read with a query string too', async () => {
    expect(await get('/api/database/anime/9?ref=home')).toEqual({
      status: 200,
      body: { success: true, data: { mal_id: 9, title: 'Title 9' }, error: null },
    });
  });

  it('lists the anime read in the API docs', async () => {
    const { body } = await get('/api/docs-json');
    expect(body.paths['/api/database/anime/{id}'].get.summary).toBe(
      'One anime by MyAnimeList id: 400 for a non-numeric id, 404 when unknown.',
    );
  });

  it('describes both bearer schemes: the session JWT and the personal API token', async () => {
    const { body } = await get('/api/docs-json');
    expect(body.components.securitySchemes).toMatchObject({
      bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      'api-token': {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'at_…',
        description: expect.stringContaining("A 'read' token may only GET"),
      },
    });
    expect(body.paths['/api/auth/api-tokens'].post.security).toEqual([{ bearer: [] }]);
  });

  it("documents a write's body from the schema that checks it", async () => {
    const { body } = await get('/api/docs-json');
    const schema = body.paths['/api/auth/anime-lists'].post.requestBody.content['application/json'].schema;
    expect(schema).toMatchObject({
      type: 'object',
      required: ['animeId', 'status'],
      properties: {
        animeId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
        status: { enum: ['watching', 'completed', 'on_hold', 'dropped', 'plan_to_watch', 'favorite'] },
        score: { type: 'integer', minimum: 1, maximum: 10, nullable: true },
      },
    });
  });

  it('documents the success answer of every route, from the schema its type is inferred from', async () => {
    const { body } = await get('/api/docs-json');
    const paths = body.paths as Record<string, Record<string, DocumentedOperation>>;
    const undocumented = Object.entries(paths).flatMap(([route, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => !documentsSuccessBody(operation))
        .map(([method]) => `${method.toUpperCase()} ${route}`),
    );
    expect(undocumented).toEqual([]);
    expect(successSchema(paths['/api/auth/anime-lists/{animeId}'].put)).toMatchObject({
      type: 'object',
      required: ['success', 'data', 'error'],
      properties: {
        success: { enum: [true] },
        error: { nullable: true },
        data: {
          properties: { entry: { nullable: true, required: expect.arrayContaining(['animeId', 'status']) } },
        },
      },
    });
    expect(successSchema(paths['/api/database/anime/{id}'].get)).toMatchObject({
      properties: { data: { required: expect.arrayContaining(['mal_id', 'images', 'title']) } },
    });
  });

  it("documents the search's query parameters from the schema that checks them", async () => {
    const { body } = await get('/api/docs-json');
    const parameters = body.paths['/api/database/search'].get.parameters as { name: string; in: string }[];
    expect(
      parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name),
    ).toEqual([
      'q',
      'type',
      'status',
      'min_score',
      'season',
      'genres',
      'order_by',
      'sort',
      'start_date',
      'page',
      'limit',
    ]);
  });

  it('answers 503 within the bound when no service handles the pattern', async () => {
    const started = Date.now();
    expect(await get('/api/database/current-season')).toEqual({
      status: 503,
      body: {
        success: false,
        data: null,
        error: 'The catalogue service did not answer within 500 ms. Please try again in a moment.',
      },
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('reports health per component and 503 while some services are missing', async () => {
    const { status, body } = await get('/api/health');
    expect(status).toBe(503);
    const byName = Object.fromEntries(
      body.data.components.map((c: { name: string; status: string }) => [c.name, c.status]),
    );
    expect(byName).toEqual({
      gateway: 'up',
      postgres: 'up',
      redis: 'up',
      catalogue: 'up',
      'auth-user': 'down',
      'lists-progress': 'down',
      social: 'down',
      dashboard: 'down',
    });
    expect(body.error).toBe('Unavailable: auth-user, lists-progress, social, dashboard');
    expect(body.data.upstream).toEqual({ reachable: false, waiting: 12 });
  });

  it("answers the catalogue backend's health as the spec says", async () => {
    expect(await get('/api/database/health')).toEqual({
      status: 200,
      body: { success: true, status: 'healthy', upstream: { reachable: false, waiting: 12 } },
    });
  });

  it('bounds how long the edge may serve a public catalogue read, and only a successful one', async () => {
    const cacheControl = async (url: string) => (await harness.fetch(url)).headers.get('cache-control');
    const bounded = 'max-age=5, stale-while-revalidate=5, stale-if-error=30';
    expect(await cacheControl('/api/database/anime/7')).toBe(bounded);
    expect(await cacheControl('/api/anime/5/episodes')).toBe(bounded);
    expect(await cacheControl('/api/database/anime/404')).toBeNull();
    expect(await cacheControl('/api/database/health')).toBeNull();
  });

  it('passes a detail sub-resource request with its page through to the catalogue', async () => {
    expect(await get('/api/anime/5/episodes?page=2')).toEqual({
      status: 200,
      body: {
        success: true,
        data: { data: [{ id: 5, resource: 'episodes', page: 2 }], source: 'upstream' },
        error: null,
      },
    });
  });

  it('answers 400 for an unknown sub-resource or a bad page', async () => {
    expect(await get('/api/anime/5/reviews')).toMatchObject({
      status: 400,
      body: { success: false, error: expect.stringContaining("Unknown anime resource 'reviews'") },
    });
    expect(await get('/api/anime/5/episodes?page=0')).toMatchObject({
      status: 400,
      body: { error: "Page must be a whole number from 1 to 10000, got '0'." },
    });
  });

  it('answers unknown routes with a 404 envelope', async () => {
    expect(await get('/api/nothing/here?x=1')).toEqual({
      status: 404,
      body: { success: false, data: null, error: 'No route for GET /api/nothing/here.' },
    });
  });
});
