import { Controller, Inject } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import {
  type AccountChanged,
  type AccountRequest,
  AUTH,
  type LoginRequest,
  type PasswordChange,
  type RegisterRequest,
} from '@tracker/contracts';
import {
  accountChanged,
  accountRequest,
  loginBody,
  passwordChangeBody,
  registerBody,
  userIdField,
} from '@tracker/contracts/schemas';

import { AccountCache } from './account-cache.js';
import { AccountsService } from './accounts.service.js';

@Controller()
export class AccountsController {
  constructor(
    @Inject(AccountsService) private readonly accounts: AccountsService,
    @Inject(AccountCache) private readonly cache: AccountCache,
  ) {}

  @MessagePattern(AUTH.register.pattern)
  register(@Payload({ schema: registerBody }) form: RegisterRequest) {
    return this.accounts.register(form);
  }

  @MessagePattern(AUTH.login.pattern)
  login(@Payload({ schema: loginBody }) login: LoginRequest) {
    return this.accounts.login(login);
  }

  @MessagePattern(AUTH.changePassword.pattern)
  changePassword(
    @Payload('userId', { schema: userIdField() }) userId: string,
    @Payload('change', { schema: passwordChangeBody }) change: PasswordChange,
  ) {
    return this.accounts.changePassword(userId, change);
  }

  @MessagePattern(AUTH.account.pattern)
  account(@Payload({ schema: accountRequest }) { userId }: AccountRequest) {
    return this.accounts.account(userId);
  }

  /** Every replica receives this broadcast, the one that made the change included. */
  @EventPattern<string>(AUTH.accountChanged.pattern)
  changed(@Payload({ schema: accountChanged }) { userId }: AccountChanged) {
    this.cache.invalidate([userId]);
  }
}
