import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ACCOUNT_DELETION, type UserErase } from '@tracker/contracts';
import { userErase } from '@tracker/contracts/schemas';

import { UserEraseService } from './user-erase.service.js';

@Controller()
export class UserEraseController {
  constructor(@Inject(UserEraseService) private readonly eraser: UserEraseService) {}

  @MessagePattern(ACCOUNT_DELETION.socialErase.pattern)
  erase(@Payload({ schema: userErase }) { userId }: UserErase) {
    return this.eraser.erase(userId);
  }
}
