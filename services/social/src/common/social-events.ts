import { Inject, Injectable, Logger } from '@nestjs/common';
import type { BaseEnv } from '@tracker/config';
import type { MessageContract, SocialPush } from '@tracker/contracts';
import { emit } from '@tracker/redis';

import { PeerClient } from './peer-client.js';
import { SOCIAL_ENV } from './social-env.js';

/**
 * Tells the gateway what changed, after it committed, for the two people's open pages (socket.io). Never
 * fails the change: a lost push is caught up by the web's next read.
 */
@Injectable()
export class SocialEvents {
  private readonly logger = new Logger(SocialEvents.name);

  constructor(
    @Inject(SOCIAL_ENV) private readonly env: BaseEnv,
    @Inject(PeerClient) private readonly client: PeerClient,
  ) {}

  async push<T>(contract: MessageContract<SocialPush<T>, void>, userIds: string[], data: T): Promise<void> {
    await emit(this.client, contract, { userIds, data }, this.env.SERVICE_TIMEOUT_MS).catch((error: Error) =>
      this.logger.warn(`Could not emit ${contract.pattern}: ${error.message}`),
    );
  }
}
