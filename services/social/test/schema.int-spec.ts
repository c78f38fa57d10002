import { describeEntitiesMatchMigrations } from '@tracker/testing';

import { socialDataSourceOptions } from '../src/database/data-source.js';

describeEntitiesMatchMigrations('social', socialDataSourceOptions);
