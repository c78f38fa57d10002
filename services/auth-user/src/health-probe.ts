import { authUserEnvSchema, loadEnv } from '@tracker/config';
import { runHealthProbe } from '@tracker/microservice';

await runHealthProbe('auth-user', loadEnv(authUserEnvSchema));
