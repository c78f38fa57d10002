import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { OpenAPIObject } from '@nestjs/swagger';
import { CATALOGUE } from '@tracker/contracts';
import { anime, animeIdParam } from '@tracker/contracts/schemas';

import { openApiDataSchema } from '../envelope/api-answer.js';
import { JSON_CONTENT_TYPE, okJson } from '../envelope/envelope.js';
import { failureReply } from '../envelope/envelope-exception.filter.js';
import { refusal } from '../http/schema-validation.js';
import { ServiceClients } from '../transport/service-clients.js';

const ANIME_READ_PATH = '/api/database/anime/:id';

/**
 * The hottest read, `GET /api/database/anime/{id}`, which every detail page and list row makes: a route
 * on the Fastify instance Nest's adapter owns, so every hook of the gateway runs for it as for Nest's
 * routes (request guards, security headers, CORS, the edge cache's header). Nest's router around it (its
 * pipe and interceptor chain, ~7 µs of CPU per request) is left out, and the catalogue's serialised title
 * goes out inside the envelope without a parse.
 *
 * The rules are Nest's own: the id schema and the validation pipe's refusal (400 without calling the
 * service), the service timeout of every call, the exception filter's envelope and statuses.
 */
export function serveAnimeRead(app: NestFastifyApplication): void {
  const services = app.get(ServiceClients);
  app
    .getHttpAdapter()
    .getInstance()
    .get<{ Params: { id: string } }>(ANIME_READ_PATH, async (request, reply) => {
      const { status, body } = await read(services, request.params.id, request.method, request.url);
      return reply.status(status).type(JSON_CONTENT_TYPE).send(body);
    });
}

async function read(
  services: ServiceClients,
  id: string,
  method: string,
  url: string,
): Promise<{ status: number; body: Buffer }> {
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

/** The route in the API docs, which only list Nest's controllers by themselves. */
export function documentAnimeReadRoute(document: OpenAPIObject): void {
  document.paths['/api/database/anime/{id}'] = {
    get: {
      tags: ['catalogue'],
      summary: 'One anime by MyAnimeList id: 400 for a non-numeric id, 404 when unknown.',
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
      responses: {
        '200': {
          description: 'The answer.',
          content: { 'application/json': { schema: openApiDataSchema(anime) } },
        },
      },
    },
  };
}
