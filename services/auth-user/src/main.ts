import 'reflect-metadata';

import { authUserEnvSchema, loadEnv } from '@tracker/config';
import { runMicroservice } from '@tracker/microservice';

import { AppModule } from './app.module.js';

const env = loadEnv(authUserEnvSchema);
await runMicroservice('auth-user', AppModule.register(env), env);
