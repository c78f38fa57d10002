import { Module } from '@nestjs/common';

import { FollowersController } from './followers.controller.js';

/** A title's followers, and the users with lists, for the notifications jobs (issue 21). */
@Module({ controllers: [FollowersController] })
export class FollowersModule {}
