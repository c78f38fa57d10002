import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type AccountRequest, SESSIONS, type TokenRevocation } from '@tracker/contracts';
import { accountRequest, tokenRevocation } from '@tracker/contracts/schemas';

import { SessionsService } from './sessions.service.js';

@Controller()
export class SessionsController {
  constructor(@Inject(SessionsService) private readonly sessions: SessionsService) {}

  @MessagePattern(SESSIONS.state.pattern)
  state(@Payload({ schema: accountRequest }) { userId }: AccountRequest) {
    return this.sessions.state(userId);
  }

  @MessagePattern(SESSIONS.revoke.pattern)
  revoke(@Payload({ schema: tokenRevocation }) revocation: TokenRevocation) {
    return this.sessions.revoke(revocation);
  }

  @MessagePattern(SESSIONS.endAll.pattern)
  endAll(@Payload({ schema: accountRequest }) { userId }: AccountRequest) {
    return this.sessions.endAll(userId);
  }
}
