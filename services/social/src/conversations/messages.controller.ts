import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { MESSAGES, type MessagesPageQuery, type SendMessageBody } from '@tracker/contracts';
import {
  conversationIdParam,
  messagesPageQuery,
  sendMessageBody,
  signedInUserId,
} from '@tracker/contracts/schemas';

import { MessagesService } from './messages.service.js';

@Controller()
export class MessagesController {
  constructor(@Inject(MessagesService) private readonly messages: MessagesService) {}

  @MessagePattern(MESSAGES.conversations.pattern)
  conversations(@Payload('userId', { schema: signedInUserId }) userId: string) {
    return this.messages.conversations(userId);
  }

  @MessagePattern(MESSAGES.send.pattern)
  send(
    @Payload('userId', { schema: signedInUserId }) userId: string,
    @Payload('body', { schema: sendMessageBody }) body: SendMessageBody,
  ) {
    return this.messages.send(userId, body.receiverId, body.content);
  }

  @MessagePattern(MESSAGES.page.pattern)
  page(
    @Payload('userId', { schema: signedInUserId }) userId: string,
    @Payload('conversationId', { schema: conversationIdParam }) conversationId: string,
    @Payload('query', { schema: messagesPageQuery }) query: MessagesPageQuery,
  ) {
    return this.messages.page(userId, conversationId, query);
  }

  @MessagePattern(MESSAGES.read.pattern)
  read(
    @Payload('userId', { schema: signedInUserId }) userId: string,
    @Payload('conversationId', { schema: conversationIdParam }) conversationId: string,
  ) {
    return this.messages.read(userId, conversationId);
  }
}
