import { runMigrateCli } from '@tracker/microservice';

import { listsProgressDataSourceOptions } from './data-source.js';

await runMigrateCli('lists-progress', listsProgressDataSourceOptions);
