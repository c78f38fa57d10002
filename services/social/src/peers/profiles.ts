import { Inject, Injectable } from '@nestjs/common';
import type { BaseEnv } from '@tracker/config';
import { type SocialProfile, USER_CARDS_MAX_IDS, type UserCard, USERS } from '@tracker/contracts';
import { send, SendError, ServiceError } from '@tracker/redis';

import { PeerClient } from '../common/peer-client.js';
import { SOCIAL_ENV } from '../common/social-env.js';

const toProfile = ({ id, displayName, username, avatar_url }: UserCard): SocialProfile => ({
  id,
  displayName,
  username,
  avatar: avatar_url,
});

/** auth-user's failure, passed on with its code and message (a SendError cannot cross the transport). */
function passOn(error: unknown): never {
  if (error instanceof SendError) throw new ServiceError(error.payload.code, error.payload.message);
  throw error;
}

/**
 * Names and avatars from auth-user, which owns them: one message per answer for every person it shows.
 * Services never import each other; they talk through this client.
 */
@Injectable()
export class Profiles {
  constructor(
    @Inject(SOCIAL_ENV) private readonly env: BaseEnv,
    @Inject(PeerClient) private readonly client: PeerClient,
  ) {}

  /** The accounts among `ids` by id; an id whose account is gone is absent. */
  async of(ids: Iterable<string>): Promise<Map<string, SocialProfile>> {
    const wanted = [...new Set(ids)];
    const found = new Map<string, SocialProfile>();
    // One message unless a list outgrows what one may carry.
    for (let start = 0; start < wanted.length; start += USER_CARDS_MAX_IDS) {
      const ids = wanted.slice(start, start + USER_CARDS_MAX_IDS);
      const cards = await send(this.client, USERS.cards, { ids }, this.env.SERVICE_TIMEOUT_MS).catch(passOn);
      for (const card of cards) found.set(card.id, toProfile(card));
    }
    return found;
  }
}
