import { EventEmitter } from 'node:events';

/**
 * A stand-in for ioredis's `Redis` in unit tests (`jest.mock('ioredis', …)`): it connects at once, records
 * what it is asked, answers a claim with `claimAnswer`, and is driven by emitting ioredis's own events
 * ('ready', 'reconnecting', 'message', 'messageBuffer').
 */
export class Redis extends EventEmitter {
  status = 'wait';
  claimAnswer: 'OK' | null = 'OK';
  readonly connect = jest.fn(async () => {
    this.status = 'ready';
    this.emit('ready');
  });
  readonly publish = jest.fn(async (_channel: string, _message: string | Buffer) => 1);
  readonly subscribe = jest.fn(async (...channels: string[]) => channels.length);
  readonly set = jest.fn(async (..._args: unknown[]) => this.claimAnswer);
  readonly zrem = jest.fn(async () => 1);
  /** A subscribed connection's answer to PING. */
  readonly ping = jest.fn(async () => ['pong', '']);
  readonly quit = jest.fn(async () => {
    this.status = 'end';
    return 'OK';
  });
  readonly disconnect = jest.fn(() => {
    this.status = 'end';
  });

  constructor(readonly options: Record<string, unknown>) {
    super();
  }

  /** The membership heartbeat: nobody else is alive. */
  multi() {
    const chain = {
      zadd: () => chain,
      zremrangebyscore: () => chain,
      zrangebyscore: () => chain,
      exec: async () => [
        [null, 1],
        [null, 0],
        [null, []],
      ],
    };
    return chain;
  }
}
