import { runMigrateCli } from '@tracker/microservice';

import { dashboardDataSourceOptions } from './data-source.js';

await runMigrateCli('dashboard', dashboardDataSourceOptions);
