import { SERVICE_SCHEMAS } from '@tracker/contracts';
import type { ServiceDataSourceOptions } from '@tracker/database';

import { AuditEntryEntity } from '../admin/audit-entry.entity.js';
import { ApiTokenEntity } from '../api-tokens/api-token.entity.js';
import { CalendarFeedEntity } from '../calendar-feeds/calendar-feed.entity.js';
import { AccountDeletionEntity } from '../deletion/account-deletion.entity.js';
import { MediaEntity } from '../media/media.entity.js';
import { RevokedTokenEntity } from '../sessions/revoked-token.entity.js';
import { UserEntity } from '../users/user.entity.js';
import { CreateUsers1763784000000 } from './migrations/1763784000000-CreateUsers.js';
import { CreateMedia1764129600000 } from './migrations/1764129600000-CreateMedia.js';
import { CreateSessionEnds1795608000000 } from './migrations/1795608000000-CreateSessionEnds.js';
import { CreateAdminAudit1796000000000 } from './migrations/1796000000000-CreateAdminAudit.js';
import { CreateAccountDeletions1796100000000 } from './migrations/1796100000000-CreateAccountDeletions.js';
import { CreateApiTokens1796210000000 } from './migrations/1796210000000-CreateApiTokens.js';
import { CreateCalendarFeeds1796300000000 } from './migrations/1796300000000-CreateCalendarFeeds.js';

/** The auth-user schema and its migrations: shared by the app and the migrate command. */
export function authUserDataSourceOptions(url: string): ServiceDataSourceOptions {
  return {
    url,
    schema: SERVICE_SCHEMAS['auth-user'],
    entities: [
      UserEntity,
      MediaEntity,
      RevokedTokenEntity,
      AuditEntryEntity,
      AccountDeletionEntity,
      ApiTokenEntity,
      CalendarFeedEntity,
    ],
    migrations: [
      CreateUsers1763784000000,
      CreateMedia1764129600000,
      CreateSessionEnds1795608000000,
      CreateAdminAudit1796000000000,
      CreateAccountDeletions1796100000000,
      CreateApiTokens1796210000000,
      CreateCalendarFeeds1796300000000,
    ],
  };
}
