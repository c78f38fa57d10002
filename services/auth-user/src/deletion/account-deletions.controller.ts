import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ACCOUNT_DELETION, type AccountDeletionRequest } from '@tracker/contracts';
import { accountDeletionRequest } from '@tracker/contracts/schemas';

import { AccountDeletionsService } from './account-deletions.service.js';

@Controller()
export class AccountDeletionsController {
  constructor(@Inject(AccountDeletionsService) private readonly deletions: AccountDeletionsService) {}

  @MessagePattern(ACCOUNT_DELETION.request.pattern)
  request(@Payload({ schema: accountDeletionRequest }) request: AccountDeletionRequest) {
    return this.deletions.request(request);
  }

  @MessagePattern(ACCOUNT_DELETION.get.pattern)
  get(@Payload({ schema: accountDeletionRequest }) request: AccountDeletionRequest) {
    return this.deletions.get(request);
  }
}
