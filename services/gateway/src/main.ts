import 'reflect-metadata';

import { Logger } from '@nestjs/common';
import { gatewayEnvSchema, loadEnv } from '@tracker/config';

import { createGatewayApp } from './gateway-app.js';

const env = loadEnv(gatewayEnvSchema);
// A reply lost while Redis restarts must not take the gateway down.
process.on('unhandledRejection', (reason) =>
  new Logger('gateway').warn(`Unhandled rejection: ${String(reason)}`),
);
const app = await createGatewayApp(env);
await app.listen({ port: env.PORT, host: env.HOST });
new Logger('gateway').log(`Gateway listening on http://${env.HOST}:${env.PORT}/api`);
