import { baseEnvSchema, loadEnv } from '@tracker/config';
import { runHealthProbe } from '@tracker/microservice';

await runHealthProbe('lists-progress', loadEnv(baseEnvSchema));
