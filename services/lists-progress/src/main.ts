import 'reflect-metadata';

import { baseEnvSchema, loadEnv } from '@tracker/config';
import { runMicroservice } from '@tracker/microservice';

import { AppModule } from './app.module.js';

const env = loadEnv(baseEnvSchema);
await runMicroservice('lists-progress', AppModule.register(env), env);
