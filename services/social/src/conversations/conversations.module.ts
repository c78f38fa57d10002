import { Module } from '@nestjs/common';

import { MessagesController } from './messages.controller.js';
import { MessagesService } from './messages.service.js';

/** Conversations between friends, their messages and read marks. */
@Module({ controllers: [MessagesController], providers: [MessagesService] })
export class ConversationsModule {}
