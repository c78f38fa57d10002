import { Inject, Injectable } from '@nestjs/common';
import { type SocialProfile, USER_CARDS_MAX_IDS, type UserCard, USERS } from '@tracker/contracts';
import { PeerClient } from '@tracker/microservice';
import { passOn } from '@tracker/redis';

const toProfile = ({ id, displayName, username, avatar_url }: UserCard): SocialProfile => ({
  id,
  displayName,
  username,
  avatar: avatar_url,
});

/**
 * Names and avatars from auth-user, which owns them: one message per answer for every person it shows.
 * Services never import each other; they talk through this client.
 */
@Injectable()
export class Profiles {
  constructor(@Inject(PeerClient) private readonly peers: PeerClient) {}

  /**
   * The accounts among `ids` by id; an id whose account is gone (or disabled, unless `includeDisabled`) is
   * absent.
   */
  async of(ids: Iterable<string>, includeDisabled = false): Promise<Map<string, SocialProfile>> {
    const wanted = [...new Set(ids)];
    const found = new Map<string, SocialProfile>();
    // One message unless a list outgrows what one may carry.
    for (let start = 0; start < wanted.length; start += USER_CARDS_MAX_IDS) {
      const ids = wanted.slice(start, start + USER_CARDS_MAX_IDS);
      const cards = await this.peers
        .send(USERS.cards, includeDisabled ? { ids, includeDisabled } : { ids })
        .catch(passOn);
      for (const card of cards) found.set(card.id, toProfile(card));
    }
    return found;
  }
}
