import { describeEntitiesMatchMigrations } from '@tracker/testing';

import { authUserDataSourceOptions } from '../src/database/data-source.js';

describeEntitiesMatchMigrations('auth-user', authUserDataSourceOptions);
