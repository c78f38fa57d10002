import { Inject, Injectable } from '@nestjs/common';
import type { MessageContract, SocialPush } from '@tracker/contracts';
import { PeerClient } from '@tracker/microservice';

/**
 * Tells the gateway what changed, after it committed, for the two people's open pages (socket.io). Never
 * fails the change: a lost push is caught up by the web's next read.
 */
@Injectable()
export class SocialEvents {
  constructor(@Inject(PeerClient) private readonly peers: PeerClient) {}

  push<T>(contract: MessageContract<SocialPush<T>, void>, userIds: string[], data: T): Promise<void> {
    return this.peers.emit(contract, { userIds, data });
  }
}
