import { type INestMicroservice, Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { BaseEnv } from '@tracker/config';
import type { ServiceName } from '@tracker/contracts';
import { ClaimingRedisServer, transportOptions } from '@tracker/redis';

import { AppLogger } from './app-logger.js';
import { metricsPort, serveMetrics } from './metrics-server.js';
import { payloadSchemaPipe } from './payload-schema.js';

/** Creates a service's microservice on the claiming Redis transport, without listening yet. */
export async function createMicroservice(
  service: string,
  module: unknown,
  env: BaseEnv,
): Promise<INestMicroservice> {
  const app = await NestFactory.createMicroservice(module as never, {
    strategy: new ClaimingRedisServer(env.REDIS_PREFIX, service, transportOptions(env.REDIS_URL)),
    logger: new AppLogger(service, env),
  });
  app.useGlobalPipes(payloadSchemaPipe());
  return app;
}

/**
 * Runs a service until SIGTERM/SIGINT, then closes it gracefully: `app.close()` closes the transport
 * first, which lets the messages the replica took finish, then runs the modules' hooks (the database
 * last). Nest's own shutdown hooks would run the modules' hooks first, under messages still running.
 * A reply lost while Redis restarts must not kill the process.
 */
export async function runMicroservice(
  service: ServiceName,
  module: unknown,
  env: BaseEnv,
): Promise<INestMicroservice> {
  const logger = new Logger(service);
  process.on('unhandledRejection', (reason) => logger.warn(`Unhandled rejection: ${String(reason)}`));
  const app = await createMicroservice(service, module, env);
  await app.listen();
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      logger.log(`${signal}: finishing the messages taken, then closing`);
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error(`Closing failed: ${String(error)}`);
          process.exit(1);
        },
      );
    });
  }
  await serveMetrics(metricsPort(service, env), env.METRICS_HOST);
  logger.log(`${service} is listening on the Redis transport (${env.REDIS_PREFIX})`);
  return app;
}
