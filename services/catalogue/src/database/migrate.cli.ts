import { runMigrateCli } from '@tracker/microservice';

import { catalogueDataSourceOptions } from './data-source.js';

await runMigrateCli('catalogue', catalogueDataSourceOptions);
