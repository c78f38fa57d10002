import fastifyCors from '@fastify/cors';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { GatewayEnv } from '@tracker/config';
import { AppLogger } from '@tracker/microservice';
import { ClaimingRedisServer, transportOptions } from '@tracker/redis';

import { AppModule } from './app.module.js';
import { ApiTokenVerifier } from './authentication/api-token-verifier.js';
import { documentAnimeReadRoute, serveAnimeRead } from './catalogue/anime-read-route.js';
import { clientErrorReply, frameworkErrorReply } from './envelope/framework-errors.js';
import { sendEdgeCacheHeaders } from './http/edge-cache.js';
import { guardRequests, JSON_BODY_LIMIT } from './http/request-guards.js';
import { sendSecurityHeaders } from './http/security-headers.js';
import { acceptUploads } from './http/uploads.js';
import { forgetOnWrite } from './kept-answers/forget-on-write.js';
import { KeptAnswers } from './kept-answers/kept-answers.js';
import { KeptPages } from './kept-answers/kept-pages.js';
import { acceptXmlBodies } from './lists/xml-body.js';
import { measureHttpRequests } from './observability/gateway-metrics.js';
import { carryRequestIds, requestIdOf } from './observability/request-ids.js';
import { RealtimeIoAdapter } from './realtime/realtime-io.adapter.js';

/** The gateway app, configured but not listening: main.ts listens, tests use it in-process. */
export async function createGatewayApp(env: GatewayEnv): Promise<NestFastifyApplication> {
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.register(env),
    new FastifyAdapter({
      // X-Forwarded-* only from the proxies named: a client sending them straight here is not believed.
      trustProxy: env.TRUSTED_PROXIES.length > 0 ? env.TRUSTED_PROXIES : false,
      routerOptions: { maxParamLength: 1000 },
      bodyLimit: JSON_BODY_LIMIT,
      frameworkErrors: frameworkErrorReply,
      clientErrorHandler: clientErrorReply,
      genReqId: requestIdOf,
    }),
    {
      logger: new AppLogger('gateway', env),
      // Fastify's own JSON parser only: Nest's default adds form bodies, which cross-site forms can post.
      bodyParser: false,
    },
  );
  // Before CORS, whose preflight answers end the request early: they carry an id and are counted too.
  carryRequestIds(app);
  measureHttpRequests(app);
  // The plugin's own hook, before our others so that every answer carries its headers, refusals included:
  // Nest's enableCors() wraps it in a hook that copies the headers for middleware, which we have none of.
  await app.register(fastifyCors, {
    origin: env.CORS_ORIGIN.split(',').map((origin) => origin.trim()),
    credentials: true,
  });
  await acceptUploads(app);
  acceptXmlBodies(app);
  guardRequests(app);
  sendSecurityHeaders(app);
  sendEdgeCacheHeaders(app);
  forgetOnWrite(app);
  app.setGlobalPrefix('api');
  app.enableShutdownHooks();
  app.useWebSocketAdapter(new RealtimeIoAdapter(app, env));
  // The services' events: pushes for open pages, claimed by one replica each (see startAllMicroservices),
  // and the broadcasts of changes to kept answers, heard by all.
  const events = new ClaimingRedisServer(env.REDIS_PREFIX, 'gateway', transportOptions(env.REDIS_URL));
  app.connectMicroservice({ strategy: events });
  app.get(KeptAnswers).follow(events);
  app.get(KeptPages).follow(events);
  app.get(ApiTokenVerifier).follow(events);
  serveAnimeRead(app);
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Anime tracker API')
      .setDescription('Every route answers { success, data, error }.')
      .setVersion('0.1.0')
      .addBearerAuth(
        {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The token POST /api/auth/login or /api/auth/register answers: a signed-in session.',
        },
        'bearer',
      )
      .addBearerAuth(
        {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'at_…',
          description:
            'A personal API token (`Authorization: Bearer at_…`), made on /profile or with POST /api/auth/api-tokens: ' +
            "its user's rights and nothing more. A 'read' token may only GET (and HEAD); no token reaches " +
            '/api/admin/*, manages tokens, changes the password, signs out, uploads images or opens a socket (403). ' +
            'API_TOKEN_MAX_PER_MINUTE (120) requests a minute per token, then 429 with Retry-After.',
        },
        'api-token',
      )
      .build(),
  );
  documentAnimeReadRoute(document);
  SwaggerModule.setup('api/docs', app, document);
  return app;
}
