import { Inject, Injectable } from '@nestjs/common';
import { FRIENDSHIPS } from '@tracker/contracts';
import { PeerClient } from '@tracker/microservice';

/**
 * Tells every gateway replica whose friend set changed, once the change has committed and before it answers,
 * so the friends' feeds they keep of those people go before the next read. Never fails the change (a lost
 * broadcast is bounded by the gateway's lifetime for what it keeps).
 */
@Injectable()
export class FriendshipChanges {
  constructor(@Inject(PeerClient) private readonly peers: PeerClient) {}

  async changed(userIds: Iterable<string>): Promise<void> {
    const unique = [...new Set(userIds)];
    if (unique.length > 0) await this.peers.emit(FRIENDSHIPS.changed, { userIds: unique });
  }
}
