import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ACTIVITY } from '@tracker/contracts';
import {
  type FriendsActivityQuery,
  friendsActivityRequest,
  type UserActivityQuery,
  userActivityRequest,
} from '@tracker/contracts/schemas';

import { ActivityService } from './activity.service.js';

@Controller()
export class ActivityController {
  constructor(@Inject(ActivityService) private readonly activity: ActivityService) {}

  @MessagePattern(ACTIVITY.user.pattern)
  user(@Payload({ schema: userActivityRequest }) request: UserActivityQuery) {
    return this.activity.user(request);
  }

  @MessagePattern(ACTIVITY.friends.pattern)
  friends(@Payload({ schema: friendsActivityRequest }) request: FriendsActivityQuery) {
    return this.activity.friends(request);
  }
}
