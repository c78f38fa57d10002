import { Controller, Inject, Logger } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { type AccessEnded, ADMIN } from '@tracker/contracts';
import { accessEnded } from '@tracker/contracts/schemas';

import { KeptAnswers } from '../kept-answers/kept-answers.js';
import { RealtimeGateway } from '../realtime/realtime.gateway.js';
import { ApiTokenVerifier } from './api-token-verifier.js';
import { TokenVerifier } from './token-verifier.js';

/**
 * auth-user's broadcast that an account's access ended (an admin disabled it, or its deletion began),
 * heard by every gateway replica: each refuses the ended tokens (API tokens too), closes that user's sockets it holds and
 * drops what it keeps of theirs, so their open pages are signed out wherever they are connected.
 */
@Controller()
export class AccessEndedController {
  private readonly logger = new Logger(AccessEndedController.name);

  constructor(
    @Inject(TokenVerifier) private readonly tokens: TokenVerifier,
    @Inject(RealtimeGateway) private readonly realtime: RealtimeGateway,
    @Inject(KeptAnswers) private readonly kept: KeptAnswers,
    @Inject(ApiTokenVerifier) private readonly apiTokens: ApiTokenVerifier,
  ) {}

  @EventPattern<string>(ADMIN.accessEnded.pattern)
  async accessEnded(@Payload({ schema: accessEnded }) { userId, sessions }: AccessEnded): Promise<void> {
    this.kept.forgetUsers([userId]);
    // auth-user refuses a disabled account's API tokens: asked again, so are they here.
    this.apiTokens.forgetUser(userId);
    // The tokens first, so a socket that tries again once closed is refused.
    await this.tokens
      .learn(userId, sessions)
      // Only while Redis is down, when signed-in routes answer 503; the acting replica cached it already.
      .catch((error: unknown) =>
        this.logger.warn(`Ended sessions of ${userId} not cached: ${String(error)}`),
      );
    await this.realtime.closeEnded({ userId, state: sessions }, 'here');
  }
}
