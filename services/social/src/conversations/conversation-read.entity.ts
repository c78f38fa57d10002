import { Column, Entity, ForeignKey, PrimaryColumn } from 'typeorm';

import { ConversationEntity } from './conversation.entity.js';

/** How far one member has read a conversation. */
@Entity({ name: 'conversation_reads' })
export class ConversationReadEntity {
  @PrimaryColumn({
    name: 'conversation_id',
    type: 'uuid',
    primaryKeyConstraintName: 'conversation_reads_pkey',
  })
  @ForeignKey(() => ConversationEntity, {
    name: 'conversation_reads_conversation_id_fkey',
    onDelete: 'CASCADE',
  })
  conversationId!: string;

  @PrimaryColumn({ name: 'user_id', type: 'uuid', primaryKeyConstraintName: 'conversation_reads_pkey' })
  userId!: string;

  @Column({ name: 'last_read_at', type: 'timestamptz' })
  lastReadAt!: Date;
}
