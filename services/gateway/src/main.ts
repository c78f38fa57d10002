import 'reflect-metadata';

import { Logger } from '@nestjs/common';
import { gatewayEnvSchema, loadEnv } from '@tracker/config';
import { metricsPort, serveMetrics } from '@tracker/microservice';

import { createGatewayApp } from './gateway-app.js';

const env = loadEnv(gatewayEnvSchema);
// A reply lost while Redis restarts must not take the gateway down.
process.on('unhandledRejection', (reason) =>
  new Logger('gateway').warn(`Unhandled rejection: ${String(reason)}`),
);
const app = await createGatewayApp(env);
await app.listen({ port: env.PORT, host: env.HOST });
// Apart from the API, so that nginx, which proxies only PORT's /api, never exposes it.
await serveMetrics(metricsPort('gateway', env), env.METRICS_HOST);
// In the background: pushes wait for Redis, the HTTP routes do not.
app
  .startAllMicroservices()
  .catch((error: unknown) => new Logger('gateway').warn(`Pushes not started: ${String(error)}`));
new Logger('gateway').log(`Gateway listening on http://${env.HOST}:${env.PORT}/api`);
