import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AUTH } from '@tracker/contracts';

import { AccountsService } from './accounts.service.js';

@Controller()
export class AccountsController {
  constructor(@Inject(AccountsService) private readonly accounts: AccountsService) {}

  @MessagePattern(AUTH.register.pattern)
  register(@Payload() payload: unknown) {
    return this.accounts.register(payload);
  }

  @MessagePattern(AUTH.login.pattern)
  login(@Payload() payload: unknown) {
    return this.accounts.login(payload);
  }

  @MessagePattern(AUTH.changePassword.pattern)
  changePassword(@Payload() { userId, change }: { userId: string; change: unknown }) {
    return this.accounts.changePassword(userId, change);
  }

  @MessagePattern(AUTH.account.pattern)
  account(@Payload() { userId }: { userId: string }) {
    return this.accounts.account(userId);
  }
}
