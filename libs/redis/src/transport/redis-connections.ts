import type { LoggerService } from '@nestjs/common';
import type { RedisEvents } from '@nestjs/microservices';
import type { Redis } from 'ioredis';

import { transportConnection, type TransportOptions } from './transport-options.js';

/** What the connections report, as Nest's Redis transport reports it. */
export type ConnectionStatus = 'connected' | 'reconnecting' | 'disconnected';

/** What the owner of the connections does when they change state. */
export interface ConnectionEvents {
  status(status: ConnectionStatus): void;
  /** A connection is back after a reconnect. */
  ready?(): void;
  /** A connection was lost; ioredis is trying again. */
  reconnecting?(): void;
  /** ioredis gave up on a connection: it will not come back. */
  end?(): void;
}

/**
 * A transport's two connections to Redis: one publishes and runs commands, one subscribes (a subscribed
 * connection may run nothing else). Logged as Nest's Redis transport logs them.
 */
export class RedisConnections {
  private pair: { pub: Redis; sub: Redis } | undefined;
  private readonly listeners: Array<{ event: string; callback: Listener }> = [];
  private closing = false;

  constructor(
    private readonly options: TransportOptions,
    private readonly logger: LoggerService,
    private readonly events: ConnectionEvents,
  ) {}

  get isOpen(): boolean {
    return this.pair !== undefined;
  }

  get pub(): Redis {
    return this.current().pub;
  }

  get sub(): Redis {
    return this.current().sub;
  }

  /** Two new connections, not yet connected. */
  open(): { pub: Redis; sub: Redis } {
    const pair = { pub: transportConnection(this.options), sub: transportConnection(this.options) };
    this.pair = pair;
    this.closing = false;
    const isCurrent = () => this.pair === pair && !this.closing;
    for (const [type, connection] of Object.entries(pair) as Array<['pub' | 'sub', Redis]>) {
      let wasReady = false;
      connection.on('error', (error: unknown) => {
        this.logger.error(error);
      });
      connection.on('ready', () => {
        if (!isCurrent()) return;
        this.events.status('connected');
        if (wasReady) this.events.ready?.();
        wasReady = true;
      });
      connection.on('reconnecting', () => {
        if (!isCurrent()) return;
        this.events.status('reconnecting');
        if (wasReady) this.logger.log('Reconnecting to Redis...');
        this.events.reconnecting?.();
      });
      connection.on('end', () => {
        if (!isCurrent()) return;
        this.events.status('disconnected');
        this.logger.error('Disconnected from Redis. No further reconnection attempts will be made.');
        this.events.end?.();
      });
      for (const { event, callback } of this.listeners) {
        connection.on(event, (...args: unknown[]) => callback(type, ...args));
      }
    }
    return pair;
  }

  /** Adds `callback` to both connections, now and to any opened later; it hears which one spoke first. */
  on<Event extends keyof RedisEvents>(event: Event, callback: RedisEvents[Event]): void {
    this.listeners.push({ event, callback: callback as Listener });
    if (!this.pair) return;
    this.pair.pub.on(event, (...args: unknown[]) => (callback as Listener)('pub', ...args));
    this.pair.sub.on(event, (...args: unknown[]) => (callback as Listener)('sub', ...args));
  }

  /** Closes both connections, waiting for what they have sent to be answered. */
  async close(): Promise<void> {
    const pair = this.pair;
    this.closing = true;
    this.pair = undefined;
    if (pair) await Promise.all([pair.pub.quit(), pair.sub.quit()]);
  }

  /** Drops both connections at once, so the next {@link open} starts afresh. */
  discard(): void {
    const pair = this.pair;
    this.pair = undefined;
    for (const connection of pair ? [pair.pub, pair.sub] : []) {
      if (connection.status !== 'end') connection.disconnect();
    }
  }

  private current(): { pub: Redis; sub: Redis } {
    if (!this.pair) throw new Error('Not connected to Redis: call "listen" or "connect" first.');
    return this.pair;
  }
}

type Listener = (type: 'pub' | 'sub', ...args: unknown[]) => unknown;
