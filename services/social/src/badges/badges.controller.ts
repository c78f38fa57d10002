import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { BADGES } from '@tracker/contracts';
import { type SocialBadgesPayload, socialBadgesPayload } from '@tracker/contracts/schemas';

import { BadgesService } from './badges.service.js';

@Controller()
export class BadgesController {
  constructor(@Inject(BadgesService) private readonly badges: BadgesService) {}

  @MessagePattern(BADGES.get.pattern)
  get(@Payload({ schema: socialBadgesPayload }) { userId }: SocialBadgesPayload) {
    return this.badges.of(userId);
  }
}
