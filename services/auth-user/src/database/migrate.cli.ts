import { runMigrateCli } from '@tracker/microservice';

import { authUserDataSourceOptions } from './data-source.js';

await runMigrateCli('auth-user', authUserDataSourceOptions);
