import { describeEntitiesMatchMigrations } from '@tracker/testing';

import { dashboardDataSourceOptions } from '../src/database/data-source';

describeEntitiesMatchMigrations('dashboard', dashboardDataSourceOptions);
