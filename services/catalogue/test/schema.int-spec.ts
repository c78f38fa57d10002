import { describeEntitiesMatchMigrations } from '@tracker/testing';

import { catalogueDataSourceOptions } from '../src/database/data-source.js';

describeEntitiesMatchMigrations('catalogue', catalogueDataSourceOptions);
