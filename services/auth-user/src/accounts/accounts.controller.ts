import { Controller, Inject } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import { type AccountChanged, AUTH } from '@tracker/contracts';

import { AccountCache } from './account-cache.js';
import { AccountsService } from './accounts.service.js';

@Controller()
export class AccountsController {
  constructor(
    @Inject(AccountsService) private readonly accounts: AccountsService,
    @Inject(AccountCache) private readonly cache: AccountCache,
  ) {}

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

  /** Every replica receives this broadcast, the one that made the change included. */
  @EventPattern<string>(AUTH.accountChanged.pattern)
  changed(@Payload() { userId }: AccountChanged) {
    this.cache.invalidate([userId]);
  }
}
