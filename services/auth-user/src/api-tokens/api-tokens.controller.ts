import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  API_TOKENS,
  type ApiTokenCreate,
  type ApiTokenList,
  type ApiTokenRevoke,
  type ApiTokenVerify,
} from '@tracker/contracts';
import { apiTokenCreate, apiTokenList, apiTokenRevoke, apiTokenVerify } from '@tracker/contracts/schemas';

import { ApiTokensService } from './api-tokens.service.js';

@Controller()
export class ApiTokensController {
  constructor(@Inject(ApiTokensService) private readonly tokens: ApiTokensService) {}

  @MessagePattern(API_TOKENS.create.pattern)
  create(@Payload({ schema: apiTokenCreate }) { userId, body }: ApiTokenCreate) {
    return this.tokens.create(userId, body);
  }

  @MessagePattern(API_TOKENS.list.pattern)
  list(@Payload({ schema: apiTokenList }) { userId }: ApiTokenList) {
    return this.tokens.list(userId);
  }

  @MessagePattern(API_TOKENS.revoke.pattern)
  revoke(@Payload({ schema: apiTokenRevoke }) { userId, id }: ApiTokenRevoke) {
    return this.tokens.revoke(userId, id);
  }

  @MessagePattern(API_TOKENS.verify.pattern)
  verify(@Payload({ schema: apiTokenVerify }) { tokenHash }: ApiTokenVerify) {
    return this.tokens.verify(tokenHash);
  }
}
