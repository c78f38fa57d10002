import 'reflect-metadata';

import { catalogueEnvSchema, loadEnv } from '@tracker/config';
import { runMicroservice } from '@tracker/microservice';

import { AppModule } from './app.module.js';

const env = loadEnv(catalogueEnvSchema);
await runMicroservice('catalogue', AppModule.register(env), env);
