import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { GatewayEnv } from '@tracker/config';
import { type MessageContract, openedTitleWaitMs } from '@tracker/contracts';
import { send, sendJson, TrackerRedisClient, transportOptions } from '@tracker/redis';

export const GATEWAY_ENV = Symbol('GATEWAY_ENV');

/**
 * The gateway's one transport client: channels name the pattern, so every service shares it, and with
 * it one reply channel and one pipeline of publishes. Every call is bounded by SERVICE_TIMEOUT_MS.
 */
@Injectable()
export class ServiceClients implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(ServiceClients.name);
  private readonly client: TrackerRedisClient;
  /** What a detail read offers an incomplete title to wait for the public API, inside this gateway's wait. */
  private readonly openedTitleWaitMs: number;

  constructor(@Inject(GATEWAY_ENV) private readonly env: GatewayEnv) {
    this.client = new TrackerRedisClient(env.REDIS_PREFIX, transportOptions(env.REDIS_URL));
    this.openedTitleWaitMs = openedTitleWaitMs(env.SERVICE_TIMEOUT_MS);
  }

  /** Connects in the background: the gateway serves (503s) while Redis is still down. */
  onModuleInit(): void {
    this.client
      .connect()
      .catch((error: unknown) => this.logger.warn(`Transport client not connected yet: ${String(error)}`));
  }

  /** The end of the wait a detail read sent now offers an incomplete title (`openedWaitUntil`). */
  openedWaitUntil(): number {
    return Date.now() + this.openedTitleWaitMs;
  }

  send<Q, R>(
    contract: MessageContract<Q, R>,
    payload: Q,
    timeoutMs = this.env.SERVICE_TIMEOUT_MS,
  ): Promise<R> {
    return send(this.client, contract, payload, timeoutMs);
  }

  /** {@link send} for a response the gateway only passes on: its JSON bytes, never decoded here. */
  sendJson<Q, R>(
    contract: MessageContract<Q, R>,
    payload: Q,
    timeoutMs = this.env.SERVICE_TIMEOUT_MS,
  ): Promise<Buffer> {
    return sendJson(this.client, contract, payload, timeoutMs);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.close().catch(() => undefined);
  }
}
