import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { SERVICE_NAMES, type MessageContract, type ServiceName } from '@tracker/contracts';
import type { GatewayEnv } from '@tracker/config';
import { send, TrackerRedisClient, transportOptions } from '@tracker/redis';

export const GATEWAY_ENV = Symbol('GATEWAY_ENV');

/** One transport client per service; every call is bounded by SERVICE_TIMEOUT_MS. */
@Injectable()
export class ServiceClients implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(ServiceClients.name);
  private readonly clients: Record<ServiceName, TrackerRedisClient>;

  constructor(@Inject(GATEWAY_ENV) private readonly env: GatewayEnv) {
    this.clients = Object.fromEntries(
      SERVICE_NAMES.map((name) => [
        name,
        new TrackerRedisClient(env.REDIS_PREFIX, transportOptions(env.REDIS_URL)),
      ]),
    ) as Record<ServiceName, TrackerRedisClient>;
  }

  /** Connects in the background: the gateway serves (503s) while Redis is still down. */
  onModuleInit(): void {
    for (const [name, client] of Object.entries(this.clients)) {
      client
        .connect()
        .catch((error: unknown) => this.logger.warn(`${name} client not connected yet: ${String(error)}`));
    }
  }

  send<Q, R>(
    contract: MessageContract<Q, R>,
    payload: Q,
    timeoutMs = this.env.SERVICE_TIMEOUT_MS,
  ): Promise<R> {
    return send(this.clients[contract.service], contract, payload, timeoutMs);
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(Object.values(this.clients).map((client) => client.close().catch(() => undefined)));
  }
}
