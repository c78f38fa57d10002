import { describeEntitiesMatchMigrations } from '@tracker/testing';

import { dashboardDataSourceOptions } from '../src/database/data-source.js';

describeEntitiesMatchMigrations('dashboard', dashboardDataSourceOptions);
