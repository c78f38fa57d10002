import { SERVICE_SCHEMAS } from '@tracker/contracts';
import type { ServiceDataSourceOptions } from '@tracker/database';

import { ConversationEntity } from '../conversations/conversation.entity.js';
import { ConversationReadEntity } from '../conversations/conversation-read.entity.js';
import { MessageEntity } from '../conversations/message.entity.js';
import { BlockEntity } from '../friends/block.entity.js';
import { FriendRequestEntity } from '../friends/friend-request.entity.js';
import { FriendshipEntity } from '../friends/friendship.entity.js';
import { NotificationEntity } from '../notifications/notification.entity.js';
import { ReportEntity } from '../reports/report.entity.js';
import { CreateFriendsAndMessages1763784000000 } from './migrations/1763784000000-CreateFriendsAndMessages.js';
import { CreateReportsAndSocialIndexes1795830000000 } from './migrations/1795830000000-CreateReportsAndSocialIndexes.js';
import { AddReportHandling1796100000000 } from './migrations/1796100000000-AddReportHandling.js';
import { CreateNotifications1796400000000 } from './migrations/1796400000000-CreateNotifications.js';

/**
 * The social schema, shared by the app and the migrate command: its entities (each table's one
 * declaration of its shape) and its migrations.
 */
export function socialDataSourceOptions(url: string): ServiceDataSourceOptions {
  return {
    url,
    schema: SERVICE_SCHEMAS['social'],
    entities: [
      FriendRequestEntity,
      FriendshipEntity,
      BlockEntity,
      ConversationEntity,
      MessageEntity,
      ConversationReadEntity,
      ReportEntity,
      NotificationEntity,
    ],
    migrations: [
      CreateFriendsAndMessages1763784000000,
      CreateReportsAndSocialIndexes1795830000000,
      AddReportHandling1796100000000,
      CreateNotifications1796400000000,
    ],
  };
}
