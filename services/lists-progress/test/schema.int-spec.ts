import { describeEntitiesMatchMigrations } from '@tracker/testing';

import { listsProgressDataSourceOptions } from '../src/database/data-source.js';

describeEntitiesMatchMigrations('lists-progress', listsProgressDataSourceOptions);
