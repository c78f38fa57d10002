import { Module } from '@nestjs/common';

import { NotificationsModule } from '../notifications/notifications.module.js';
import { BlocksController } from './blocks.controller.js';
import { BlocksService } from './blocks.service.js';
import { FriendsController } from './friends.controller.js';
import { FriendsService } from './friends.service.js';
import { FriendshipChanges } from './friendship-changes.js';

/** Friendships, friend requests and blocks: who may reach whom. */
@Module({
  imports: [NotificationsModule],
  controllers: [FriendsController, BlocksController],
  providers: [FriendsService, BlocksService, FriendshipChanges],
  exports: [FriendshipChanges],
})
export class FriendsModule {}
