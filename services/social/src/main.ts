import 'reflect-metadata';

import { loadEnv, socialEnvSchema } from '@tracker/config';
import { runMicroservice } from '@tracker/microservice';

import { AppModule } from './app.module.js';

const env = loadEnv(socialEnvSchema);
await runMicroservice('social', AppModule.register(env), env);
