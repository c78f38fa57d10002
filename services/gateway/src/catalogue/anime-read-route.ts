import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { OpenAPIObject } from '@nestjs/swagger';
import { CATALOGUE } from '@tracker/contracts';
import { animeIdParam } from '@tracker/contracts/schemas';
import type { FastifyServerFactory } from 'fastify';

import { okJson } from '../envelope/envelope.js';
import { failureReply } from '../envelope/envelope-exception.filter.js';
import { EDGE_CACHE_CONTROL } from '../http/edge-cache.js';
import { refusal } from '../http/schema-validation.js';
import { isTlsSocket, securityHeaders } from '../http/security-headers.js';
import { ServiceClients } from '../transport/service-clients.js';

const ANIME_READ_PATH = '/api/database/anime/:id';
/** What the server answers before Fastify sees it: a bare numeric id, no query, no trailing slash. */
const HOT_ANIME_READ_URL = /^\/api\/database\/anime\/(\d+)$/;
const JSON_TYPE = 'application/json; charset=utf-8';

/** A type, not an interface: Fastify hands its options over as a record. */
type ServerTimeouts = {
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
};

interface AnimeReadAnswer {
  status: number;
  body: Buffer;
}

/**
 * The hottest read, `GET /api/database/anime/{id}`, which every detail page and list row makes: the
 * catalogue's serialised title goes out inside the envelope without a parse, outside Nest's router (its
 * pipe and interceptor chain cost ~7 µs of CPU per request) and, for a request without an `Origin` header,
 * before Fastify sees it. Fastify's per-request work (request and reply objects, hooks, the CORS hook)
 * was about 40% of the gateway's instructions on this route (268k → 163k per request under callgrind), and
 * the uncached path through nginx did 16% more requests/s without it in 8 of 8 interleaved rounds.
 *
 * The rules are Nest's own: the id schema and the validation pipe's refusal (400 without calling the
 * service), the service timeout of every call, the exception filter's envelope and statuses. A request
 * with an `Origin` (a cross-origin browser) goes through Fastify, whose CORS hook answers it; the early
 * answer sends the `Vary: Origin` that hook adds, so a cache never hands it to one.
 */
export class AnimeReadRoute {
  private services: ServiceClients | undefined;

  /** Fastify's server, answering the hot read itself and handing every other request to Fastify. */
  readonly serverFactory: FastifyServerFactory = (fastifyHandler, options) => {
    const server = createServer((request, response) => {
      if (!this.answerEarly(request, response)) fastifyHandler(request, response);
    });
    // What Fastify sets on a server it makes itself, from its options with their defaults.
    const { keepAliveTimeout, requestTimeout, connectionTimeout } = options as ServerTimeouts;
    server.keepAliveTimeout = keepAliveTimeout;
    server.requestTimeout = requestTimeout;
    server.setTimeout(connectionTimeout);
    return server;
  };

  /** Serves the route once the app is built: the early answer, and Fastify's for the other requests. */
  register(app: NestFastifyApplication): void {
    const services = app.get(ServiceClients);
    this.services = services;
    app
      .getHttpAdapter()
      .getInstance()
      .get<{ Params: { id: string } }>(ANIME_READ_PATH, async (request, reply) => {
        const { status, body } = await this.read(services, request.params.id, request.method, request.url);
        return reply.status(status).type(JSON_TYPE).send(body);
      });
  }

  private answerEarly(request: IncomingMessage, response: ServerResponse): boolean {
    const { services } = this;
    const { method, url = '' } = request;
    if (!services || method !== 'GET' || request.headers.origin !== undefined) return false;
    const id = HOT_ANIME_READ_URL.exec(url)?.[1];
    if (id === undefined) return false;
    void this.read(services, id, method, url).then(({ status, body }) => {
      response.writeHead(status, {
        'content-type': JSON_TYPE,
        'content-length': body.length,
        vary: 'Origin',
        ...(status === 200 ? { 'cache-control': EDGE_CACHE_CONTROL } : {}),
        ...securityHeaders(isTlsSocket(request)),
      });
      response.end(body);
    });
    return true;
  }

  private async read(
    services: ServiceClients,
    id: string,
    method: string,
    url: string,
  ): Promise<AnimeReadAnswer> {
    try {
      const animeId = animeIdParam.safeParse(id);
      if (!animeId.success) throw refusal(animeId.error.issues);
      const json = await services.sendJson(CATALOGUE.animeGet, {
        id: animeId.data,
        openedWaitUntil: services.openedWaitUntil(),
      });
      return { status: 200, body: okJson(json) };
    } catch (error) {
      const { status, body } = failureReply(error, method, url);
      return { status, body: Buffer.from(JSON.stringify(body)) };
    }
  }
}

/** The route in the API docs, which only list Nest's controllers by themselves. */
export function documentAnimeReadRoute(document: OpenAPIObject): void {
  document.paths['/api/database/anime/{id}'] = {
    get: {
      tags: ['catalogue'],
      summary: 'One anime by MyAnimeList id: 400 for a non-numeric id, 404 when unknown.',
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
      responses: { '200': { description: '{ success: true, data: Anime, error: null }' } },
    },
  };
}
