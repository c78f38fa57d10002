import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { BaseEnv } from '@tracker/config';
import type { MessageContract } from '@tracker/contracts';
import { emit, send, TrackerRedisClient, transportOptions } from '@tracker/redis';

/** The service's validated env, for the providers that need it. */
export const SERVICE_ENV = Symbol('SERVICE_ENV');

/**
 * A service's one transport client to the others. Services never import each other: they send messages
 * through this, each bounded by SERVICE_TIMEOUT_MS.
 */
@Injectable()
export class PeerClient implements OnApplicationShutdown {
  private readonly logger = new Logger(PeerClient.name);
  private readonly client: TrackerRedisClient;

  constructor(@Inject(SERVICE_ENV) private readonly env: BaseEnv) {
    this.client = new TrackerRedisClient(env.REDIS_PREFIX, transportOptions(env.REDIS_URL));
  }

  /**
   * Rejects with a SendError (the peer's refusal, no answer in time, Redis down): see `passOn`.
   * `timeoutMs` shortens the wait below SERVICE_TIMEOUT_MS, for replies that must come before the gateway's.
   */
  send<Q, R>(
    contract: MessageContract<Q, R>,
    payload: Q,
    timeoutMs = this.env.SERVICE_TIMEOUT_MS,
  ): Promise<R> {
    return send(this.client, contract, payload, Math.min(timeoutMs, this.env.SERVICE_TIMEOUT_MS));
  }

  /** Fire-and-forget, after the change it tells of committed: a lost event never fails that change. */
  async emit<Q>(contract: MessageContract<Q, void>, payload: Q): Promise<void> {
    await emit(this.client, contract, payload, this.env.SERVICE_TIMEOUT_MS).catch((error: Error) =>
      this.logger.warn(`Could not emit ${contract.pattern}: ${error.message}`),
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.close().catch(() => undefined);
  }
}
