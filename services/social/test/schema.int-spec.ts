import { describeEntitiesMatchMigrations } from '@tracker/testing';

import { socialDataSourceOptions } from '../src/database/data-source';

describeEntitiesMatchMigrations('social', socialDataSourceOptions);
