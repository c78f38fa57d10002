import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ADMIN_USERS, type AdminUserListRequest, type AdminUserRequest } from '@tracker/contracts';
import { adminUserListRequest, adminUserRequest } from '@tracker/contracts/schemas';

import { AdminUsersService } from './admin-users.service.js';

/** The admin panel's Users; each handler refuses anyone but an enabled admin (FORBIDDEN). */
@Controller()
export class AdminUsersController {
  constructor(@Inject(AdminUsersService) private readonly users: AdminUsersService) {}

  @MessagePattern(ADMIN_USERS.list.pattern)
  list(@Payload({ schema: adminUserListRequest }) { actorId, query }: AdminUserListRequest) {
    return this.users.list(actorId, query);
  }

  @MessagePattern(ADMIN_USERS.get.pattern)
  get(@Payload({ schema: adminUserRequest }) { actorId, userId }: AdminUserRequest) {
    return this.users.get(actorId, userId);
  }

  @MessagePattern(ADMIN_USERS.promote.pattern)
  promote(@Payload({ schema: adminUserRequest }) { actorId, userId }: AdminUserRequest) {
    return this.users.promote(actorId, userId);
  }

  @MessagePattern(ADMIN_USERS.demote.pattern)
  demote(@Payload({ schema: adminUserRequest }) { actorId, userId }: AdminUserRequest) {
    return this.users.demote(actorId, userId);
  }

  @MessagePattern(ADMIN_USERS.disable.pattern)
  disable(@Payload({ schema: adminUserRequest }) { actorId, userId }: AdminUserRequest) {
    return this.users.disable(actorId, userId);
  }

  @MessagePattern(ADMIN_USERS.enable.pattern)
  enable(@Payload({ schema: adminUserRequest }) { actorId, userId }: AdminUserRequest) {
    return this.users.enable(actorId, userId);
  }
}
