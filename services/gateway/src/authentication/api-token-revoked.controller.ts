import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { API_TOKENS, type ApiTokenRevoked } from '@tracker/contracts';
import { apiTokenRevoked } from '@tracker/contracts/schemas';

import { ApiTokenVerifier } from './api-token-verifier.js';

/** auth-user's broadcast that an API token was revoked, heard by every gateway replica: each forgets it. */
@Controller()
export class ApiTokenRevokedController {
  constructor(@Inject(ApiTokenVerifier) private readonly apiTokens: ApiTokenVerifier) {}

  @EventPattern<string>(API_TOKENS.revoked.pattern)
  revoked(@Payload({ schema: apiTokenRevoked }) { tokenHash }: ApiTokenRevoked): void {
    this.apiTokens.forgetToken(tokenHash);
  }
}
