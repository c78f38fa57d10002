import { describeEntitiesMatchMigrations } from '@tracker/testing';

import { listsProgressDataSourceOptions } from '../src/database/data-source';

describeEntitiesMatchMigrations('lists-progress', listsProgressDataSourceOptions);
