import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ACCOUNT_DELETION, type AdminUserRequest } from '@tracker/contracts';
import { adminUserRequest } from '@tracker/contracts/schemas';

import { AccountDeletionsService } from './account-deletions.service.js';

@Controller()
export class AccountDeletionsController {
  constructor(@Inject(AccountDeletionsService) private readonly deletions: AccountDeletionsService) {}

  @MessagePattern(ACCOUNT_DELETION.request.pattern)
  request(@Payload({ schema: adminUserRequest }) request: AdminUserRequest) {
    return this.deletions.request(request);
  }

  @MessagePattern(ACCOUNT_DELETION.get.pattern)
  get(@Payload({ schema: adminUserRequest }) request: AdminUserRequest) {
    return this.deletions.get(request);
  }
}
