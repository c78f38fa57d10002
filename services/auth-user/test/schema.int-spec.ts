import { describeEntitiesMatchMigrations } from '@tracker/testing';

import { authUserDataSourceOptions } from '../src/database/data-source';

describeEntitiesMatchMigrations('auth-user', authUserDataSourceOptions);
