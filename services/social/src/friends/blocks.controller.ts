import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { BLOCKS, type FriendRequestBody } from '@tracker/contracts';
import { blockedIdParam, friendRequestBody, signedInUserId } from '@tracker/contracts/schemas';

import { BlocksService } from './blocks.service.js';

@Controller()
export class BlocksController {
  constructor(@Inject(BlocksService) private readonly blocks: BlocksService) {}

  @MessagePattern(BLOCKS.list.pattern)
  list(@Payload('userId', { schema: signedInUserId }) userId: string) {
    return this.blocks.list(userId);
  }

  @MessagePattern(BLOCKS.block.pattern)
  block(
    @Payload('userId', { schema: signedInUserId }) userId: string,
    @Payload('body', { schema: friendRequestBody }) body: FriendRequestBody,
  ) {
    return this.blocks.block(userId, body.userId);
  }

  @MessagePattern(BLOCKS.unblock.pattern)
  unblock(
    @Payload('userId', { schema: signedInUserId }) userId: string,
    @Payload('blockedId', { schema: blockedIdParam }) blockedId: string,
  ) {
    return this.blocks.unblock(userId, blockedId);
  }

  @MessagePattern(BLOCKS.hidden.pattern)
  hidden(@Payload('userId', { schema: signedInUserId }) userId: string) {
    return this.blocks.hidden(userId);
  }
}
