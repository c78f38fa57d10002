import { Check, Column, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';

/** A conversation between two people, stored once with the smaller id first. */
@Entity({ name: 'conversations' })
@Unique('conversations_user_low_user_high_key', ['userLow', 'userHigh'])
@Index('conversations_user_high_idx', ['userHigh'])
@Check('conversations_check', 'user_low < user_high')
export class ConversationEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'conversations_pkey' })
  id!: string;

  @Column({ name: 'user_low', type: 'uuid' })
  userLow!: string;

  @Column({ name: 'user_high', type: 'uuid' })
  userHigh!: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'last_message_at', type: 'timestamptz', nullable: true })
  lastMessageAt!: Date | null;
}
