import {
  Body,
  Controller,
  Get,
  HttpStatus,
  Inject,
  Param,
  Post,
  Put,
  Query,
  UseGuards,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type ApiEnvelope,
  type Conversation,
  type Message,
  type MessagePage,
  MESSAGES,
} from '@tracker/contracts';
import {
  arrayOf,
  conversation,
  conversationIdParam,
  messagePage,
  type MessagesPageQuery,
  messagesPageQuery,
  type SendMessageBody,
  sendMessageBody,
  sentMessage,
} from '@tracker/contracts/schemas';

import { AuthGuard, CurrentUser } from '../authentication/auth.guard.js';
import type { AuthUser } from '../authentication/token-verifier.js';
import { ApiData } from '../envelope/api-answer.js';
import { ok } from '../envelope/envelope.js';
import { ServiceClients } from '../transport/service-clients.js';

/** Spec §7 messages calls. Only a conversation's two members read or mark it: anyone else gets 404. */
@ApiTags('messages')
@Controller('messages')
@UseGuards(AuthGuard)
export class MessagesController {
  constructor(@Inject(ServiceClients) private readonly services: ServiceClients) {}

  @Post()
  @ApiOperation({
    summary:
      'body receiverId, content (trimmed, 1–2000 characters): data.conversationId and data.message. 403 unless friends, 429 past 30 a minute.',
  })
  @ApiData(sentMessage, HttpStatus.CREATED)
  async send(
    @CurrentUser() user: AuthUser,
    @Body({ schema: sendMessageBody }) body: SendMessageBody,
  ): Promise<ApiEnvelope<{ conversationId: string; message: Message }>> {
    return ok(await this.services.send(MESSAGES.send, { userId: user.id, body }));
  }

  @Get('conversations')
  @ApiOperation({
    summary:
      'data.conversations, newest first: id, participants (with lastReadAt), unreadCount, lastMessage.',
  })
  @ApiData({ conversations: arrayOf(conversation) })
  async conversations(
    @CurrentUser() user: AuthUser,
  ): Promise<ApiEnvelope<{ conversations: Conversation[] }>> {
    return ok({ conversations: await this.services.send(MESSAGES.conversations, { userId: user.id }) });
  }

  @Get('conversations/:conversationId/messages')
  @ApiOperation({
    summary:
      'The newest page of messages (oldest first within it); ?before=<nextCursor> for the page before, ?limit 1–100 (50).',
  })
  @ApiData(messagePage)
  async page(
    @CurrentUser() user: AuthUser,
    @Param('conversationId', { schema: conversationIdParam }) conversationId: string,
    @Query({ schema: messagesPageQuery }) query: MessagesPageQuery,
  ): Promise<ApiEnvelope<MessagePage>> {
    return ok(await this.services.send(MESSAGES.page, { userId: user.id, conversationId, query }));
  }

  @Put('conversations/:conversationId/read')
  @ApiOperation({ summary: 'Marks the conversation read up to its newest message: data.conversation.' })
  @ApiData({ conversation })
  async read(
    @CurrentUser() user: AuthUser,
    @Param('conversationId', { schema: conversationIdParam }) conversationId: string,
  ): Promise<ApiEnvelope<{ conversation: Conversation }>> {
    return ok({ conversation: await this.services.send(MESSAGES.read, { userId: user.id, conversationId }) });
  }
}
