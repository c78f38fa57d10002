import { Check, Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';

import { ConversationEntity } from './conversation.entity.js';

@Entity({ name: 'messages' })
@Index('messages_conversation_idx', ['conversationId', 'createdAt'])
@Check('messages_content_check', 'char_length(btrim(content)) BETWEEN 1 AND 2000')
export class MessageEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'messages_pkey' })
  id!: string;

  @Column({ name: 'conversation_id', type: 'uuid' })
  @ForeignKey(() => ConversationEntity, { name: 'messages_conversation_id_fkey', onDelete: 'CASCADE' })
  conversationId!: string;

  @Column({ name: 'sender_id', type: 'uuid' })
  senderId!: string;

  @Column({ type: 'text' })
  content!: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;
}
