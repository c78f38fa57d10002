import { Module } from '@nestjs/common';

import { FollowersController } from './followers.controller.js';

/** A title's followers for the notifications job (issue 21). */
@Module({ controllers: [FollowersController] })
export class FollowersModule {}
