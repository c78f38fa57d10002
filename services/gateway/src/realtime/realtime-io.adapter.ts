import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { GatewayEnv } from '@tracker/config';
import { createRedisClient, KEY_AREAS, redisKey } from '@tracker/redis';
import type { Redis } from 'ioredis';
import type { Server, ServerOptions } from 'socket.io';

/** Where socket.io answers, beside `/api` (nginx proxies it with the WebSocket upgrade). */
export const SOCKET_PATH = '/socket.io';
/** How long a dropped client may come back and get what it missed (socket.io's connection-state recovery). */
export const RECOVERY_WINDOW_MS = 2 * 60_000;

/**
 * socket.io on the gateway's HTTP server, with every replica joined through Redis streams: a push to a
 * user's room reaches their sockets on whichever replica holds them, once. Streams (not pub/sub) keep the
 * last packets, so a client that reconnects within {@link RECOVERY_WINDOW_MS} gets what it missed, and a
 * Redis restart only delays pushes: the adapter reads on from where it was once Redis is back.
 */
export class RealtimeIoAdapter extends IoAdapter {
  private readonly redis: Redis;

  constructor(
    app: INestApplicationContext,
    private readonly env: GatewayEnv,
  ) {
    super(app);
    this.redis = createRedisClient(env.REDIS_URL);
    // Failures surface as pushes that wait; the connection heals by itself.
    this.redis.on('error', () => undefined);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const prefix = redisKey(this.env.REDIS_PREFIX, KEY_AREAS.realtime, 'socket.io');
    const settings: Partial<ServerOptions> = {
      ...options,
      path: SOCKET_PATH,
      // Browsers that cannot keep a WebSocket still get pushes by long polling.
      transports: ['websocket', 'polling'],
      cors: { origin: this.env.CORS_ORIGIN.split(',').map((origin) => origin.trim()), credentials: true },
      // A recovered socket is authenticated again: its token may have ended while it was away.
      connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_WINDOW_MS, skipMiddlewares: false },
      adapter: createAdapter(this.redis, {
        streamName: prefix,
        channelPrefix: prefix,
        sessionKeyPrefix: `${prefix}:session:`,
        // Pushes are small JSON: skip the adapter's search for binary parts.
        onlyPlaintext: true,
      }),
    };
    // socket.io takes any part of its options; Nest's signature names them all.
    return super.createIOServer(port, settings as ServerOptions);
  }

  override async dispose(): Promise<void> {
    await super.dispose();
    this.redis.disconnect();
  }
}
