import { Inject, Injectable } from '@nestjs/common';
import { BADGES, type MessageContract, type SocialPush } from '@tracker/contracts';
import { PeerClient } from '@tracker/microservice';

/**
 * Tells the gateway what changed, after it committed, for the two people's open pages (socket.io). Never
 * fails the change: a lost push is caught up by the web's next read.
 */
@Injectable()
export class SocialEvents {
  constructor(@Inject(PeerClient) private readonly peers: PeerClient) {}

  /** Every pushed change moves a count of the people it reaches, so their kept badges go too. */
  async push<T>(contract: MessageContract<SocialPush<T>, void>, userIds: string[], data: T): Promise<void> {
    await Promise.all([this.badgesChanged(userIds), this.peers.emit(contract, { userIds, data })]);
  }

  /** For a change no page is pushed (a rejected request, a notification read): the gateways forget the counts. */
  badgesChanged(userIds: string[]): Promise<void> {
    return this.peers.emit(BADGES.changed, { userIds });
  }
}
