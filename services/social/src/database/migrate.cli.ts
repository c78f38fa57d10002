import { runMigrateCli } from '@tracker/microservice';

import { socialDataSourceOptions } from './data-source.js';

await runMigrateCli('social', socialDataSourceOptions);
