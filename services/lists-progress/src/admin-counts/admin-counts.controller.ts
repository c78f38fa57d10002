import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ADMIN_USERS, type AdminUserRequest } from '@tracker/contracts';
import { adminUserRequest } from '@tracker/contracts/schemas';

import { AdminCountsService } from './admin-counts.service.js';

@Controller()
export class AdminCountsController {
  constructor(@Inject(AdminCountsService) private readonly counts: AdminCountsService) {}

  @MessagePattern(ADMIN_USERS.counts.pattern)
  userCounts(@Payload({ schema: adminUserRequest }) { actorId, userId }: AdminUserRequest) {
    return this.counts.counts(actorId, userId);
  }
}
