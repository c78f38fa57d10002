import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/** One direction of a friendship: user_id counts friend_id among their friends. */
@Entity({ name: 'friendships' })
@Check('friendships_check', 'friend_id <> user_id')
export class FriendshipEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid', primaryKeyConstraintName: 'friendships_pkey' })
  userId!: string;

  @PrimaryColumn({ name: 'friend_id', type: 'uuid', primaryKeyConstraintName: 'friendships_pkey' })
  friendId!: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;
}
