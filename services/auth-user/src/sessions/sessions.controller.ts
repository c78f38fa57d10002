import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SESSIONS, type TokenRevocation } from '@tracker/contracts';

import { SessionsService } from './sessions.service.js';

@Controller()
export class SessionsController {
  constructor(@Inject(SessionsService) private readonly sessions: SessionsService) {}

  @MessagePattern(SESSIONS.state.pattern)
  state(@Payload() { userId }: { userId: unknown }) {
    return this.sessions.state(userId);
  }

  @MessagePattern(SESSIONS.revoke.pattern)
  revoke(@Payload() revocation: TokenRevocation) {
    return this.sessions.revoke(revocation);
  }

  @MessagePattern(SESSIONS.endAll.pattern)
  endAll(@Payload() { userId }: { userId: unknown }) {
    return this.sessions.endAll(userId);
  }
}
