import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type FriendRequestStatus = 'pending' | 'accepted' | 'rejected';

/**
 * A friend request and its answer. Constraint and index names are the ones Postgres gave the
 * migration's DDL, so the schema diff can compare them.
 */
@Entity({ name: 'friend_requests' })
/**
 * At most one pending request between two people, whoever sent it: unique on (LEAST, GREATEST) of the two
 * ids where pending. Named here for the reader; TypeORM can neither build nor compare an expression index.
 */
@Index('friend_requests_pending_key', { synchronize: false })
@Index('friend_requests_receiver_idx', ['receiverId', 'status'])
@Index('friend_requests_sender_idx', ['senderId', 'createdAt'])
@Check('friend_requests_check', 'receiver_id <> sender_id')
@Check('friend_requests_status_check', "status IN ('pending', 'accepted', 'rejected')")
export class FriendRequestEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'friend_requests_pkey' })
  id!: string;

  @Column({ name: 'sender_id', type: 'uuid' })
  senderId!: string;

  @Column({ name: 'receiver_id', type: 'uuid' })
  receiverId!: string;

  @Column({ type: 'text', default: 'pending' })
  status!: FriendRequestStatus;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'responded_at', type: 'timestamptz', nullable: true })
  respondedAt!: Date | null;
}
