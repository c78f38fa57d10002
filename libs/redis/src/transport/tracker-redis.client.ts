import { randomUUID } from 'node:crypto';

import { Logger } from '@nestjs/common';
import {
  ClientProxy,
  type MsPattern,
  type ReadPacket,
  type RedisEvents,
  type WritePacket,
} from '@nestjs/microservices';
import type { Redis } from 'ioredis';
import { TimeoutError } from 'rxjs';

import { KEY_AREAS, redisKey, REPLY_TO, replyChannelPrefix } from '../keys.js';
import { currentRequestId, REQUEST_ID } from '../request-context.js';
import { FrameQueue, splitFrameBytes } from './frames.js';
import { RedisConnections } from './redis-connections.js';
import { readReplyHead } from './replies.js';
import type { TransportOptions } from './transport-options.js';

/** What a call made while Redis is away fails with, as Nest's Redis client says it. */
const CONNECTION_LOST = 'Error: Connection lost. Trying to reconnect...';

/**
 * The client side of {@link ClaimingRedisServer}: the same channel prefix, an id stamped on every event so
 * that exactly one replica claims it, and one reply channel of its own, named in each request's metadata.
 * Built on Nest's `ClientProxy` (send, emit, the reply stream) with connections of its own.
 *
 * Nest's own Redis client subscribes to `<pattern>.reply` before a request and unsubscribes when none is
 * in flight: at 64 concurrent requests one in nine waited for a SUBSCRIBE round trip before it could
 * publish, and every client on a pattern received and parsed every other client's replies.
 */
export class TrackerRedisClient extends ClientProxy<RedisEvents> {
  private readonly logger = new Logger(ClientProxy.name);
  private readonly channelPrefix: string;
  readonly replyChannel: string;
  private readonly connections: RedisConnections;
  /**
   * Settles once connected and listening on the reply channel; rejected while Redis is away, so calls fail
   * at once instead of waiting out their timeout. Undefined until {@link connect} or after {@link close}.
   */
  private connection: Promise<void> | undefined;
  /** Whether the first connection succeeded: from then on ioredis reconnects by itself. */
  private established = false;
  /** Callers waiting for a reply, by packet id. */
  private readonly replyRoutes = new Map<string, (packet: WritePacket) => void>();
  /** Requests in flight by {@link requestJson}, by packet id. */
  private readonly jsonRequests = new Map<string, JsonRequest>();
  /**
   * Requests wait for the end of the event loop's poll phase (or a full frame), then go out in frames. Each
   * HTTP request arrives in a callback of its own, so auto-pipelining (one write per tick) wrote one
   * publish per request, a fifth of the gateway's CPU in a profile at 64 connections.
   */
  private readonly requestFrames = new FrameQueue(async (channel, frame) =>
    this.connections.pub.publish(channel, frame),
  );

  constructor(prefix: string, options: TransportOptions) {
    super();
    this.initializeSerializer(options);
    this.initializeDeserializer(options);
    this.channelPrefix = `${redisKey(prefix, KEY_AREAS.transport)}:`;
    this.replyChannel = replyChannelPrefix(prefix) + randomUUID();
    this.connections = new RedisConnections(options, this.logger, {
      status: (status) => this._status$.next(status),
      // ioredis has resubscribed the reply channel; subscribing again makes sure before anything goes out.
      ready: () => {
        this.connection = this.listenForReplies();
      },
      reconnecting: () => {
        this.connection = connectionLost();
      },
      end: () => this.dropConnections(new Error('Connection closed')),
    });
  }

  /** Connected and subscribed to the reply channel. */
  connect(): Promise<void> {
    if (this.connection) return this.connection;
    const { pub, sub } = this.connections.open();
    sub.on('messageBuffer', (_channel: Buffer, frame: Buffer) => this.routeReplies(frame));
    const connection = Promise.all([pub.connect(), sub.connect()]).then(() => this.listenForReplies());
    this.connection = connection.then(
      () => {
        this.established = true;
      },
      (error: unknown) => {
        // ioredis keeps trying in the background, but nothing would tell this client: start over next time.
        if (!this.established) this.dropConnections();
        throw error;
      },
    );
    return this.connection;
  }

  async close(): Promise<void> {
    this.connection = undefined;
    this.established = false;
    this.failCallers(new Error('Connection closed'));
    await this.connections.close();
  }

  /** Listens to both connections' `event`; the callback gets 'pub' or 'sub' first. */
  override on<Event extends keyof RedisEvents>(event: Event, callback: RedisEvents[Event]): void {
    this.connections.on(event, callback);
  }

  /** The publishing and the subscribed connection. */
  unwrap<T = [Redis, Redis]>(): T {
    return [this.connections.pub, this.connections.sub] as T;
  }

  /** Queues the request, with this client's reply channel, in the frame of its channel. */
  protected publish(partialPacket: ReadPacket, callback: (packet: WritePacket) => void): () => void {
    try {
      const packet = this.assignPacketId(partialPacket);
      packet.metadata = { ...packet.metadata, [REPLY_TO]: this.replyChannel, ...requestIdMetadata() };
      const channel = this.channelPrefix + this.normalizePattern(packet.pattern as MsPattern);
      const serialized = JSON.stringify(this.serializer.serialize(packet));
      this.replyRoutes.set(packet.id, callback);
      this.requestFrames.add(channel, serialized).catch((err: unknown) => {
        if (this.replyRoutes.delete(packet.id)) callback({ err });
      });
      return () => this.replyRoutes.delete(packet.id);
    } catch (err) {
      callback({ err });
      return () => undefined;
    }
  }

  /** Events go out one by one, each with an id of its own for the claim. */
  protected async dispatchEvent<T = unknown>(packet: ReadPacket): Promise<T> {
    packet.metadata = { ...packet.metadata, eventId: randomUUID(), ...requestIdMetadata() };
    const channel = this.channelPrefix + this.normalizePattern(packet.pattern as MsPattern);
    const serialized = JSON.stringify(this.serializer.serialize(packet));
    return (await this.connections.pub.publish(channel, serialized)) as T;
  }

  /**
   * One request whose response comes back as the JSON the service replied with, in the UTF-8 bytes it
   * arrived in, never decoded or parsed here: for a caller that only passes it on (the gateway's hot
   * reads). As a string, each title lived on the JS heap at two bytes a character while its HTTP answer
   * was written, and the young-generation collector copied it into freshly faulted pages: about one page
   * fault per request. Promise-based, without the Observable machinery of `send`; rejects with the
   * service's error payload, a {@link TimeoutError} or a connection error, as `send` would.
   */
  requestJson(pattern: string, data: unknown, timeoutMs: number): Promise<Buffer> {
    return new Promise<Buffer>((resolve, reject) => {
      const packet: ReadPacket & { id?: string } = { pattern, data };
      let settled = false;
      let cancel: () => unknown = () => undefined;
      const settle = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (packet.id !== undefined) this.jsonRequests.delete(packet.id);
        cancel();
        outcome();
      };
      // The bound covers connecting too, as `send`'s timeout does.
      const timer = setTimeout(() => settle(() => reject(new TimeoutError())), timeoutMs);
      this.connect().then(
        () => {
          if (settled) return;
          // Replies the short cut does not apply to (errors, another server's layout) come the usual way.
          cancel = this.publish(packet, ({ err, response }: { err?: unknown; response?: unknown }) =>
            settle(() =>
              // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- the service's error payload, passed on as Nest's clients do.
              err === undefined ? resolve(Buffer.from(JSON.stringify(response ?? null))) : reject(err),
            ),
          );
          if (!settled && packet.id !== undefined) {
            this.jsonRequests.set(packet.id, { resolve: (json) => settle(() => resolve(json)) });
          }
        },
        (error: unknown) => settle(() => reject(error)),
      );
    });
  }

  /** Each reply of a frame in turn: replies to {@link requestJson} are cut, not parsed; others are parsed. */
  private routeReplies(frame: Buffer): void {
    for (const reply of splitFrameBytes(frame)) {
      if (this.jsonRequests.size > 0) {
        const head = readReplyHead(reply);
        const pending = head && this.jsonRequests.get(head.id);
        if (head && pending) {
          pending.resolve(head.responseJson);
          continue;
        }
      }
      this.routeReply(reply).catch((error: unknown) => this.logger.error(error));
    }
  }

  private async routeReply(reply: Buffer): Promise<void> {
    let packet: unknown;
    try {
      packet = JSON.parse(reply.toString());
    } catch {
      this.logger.debug('Redis response packet is not in json format, bypassing...');
      return;
    }
    const decoded: { err?: unknown; response?: unknown; isDisposed?: boolean; id?: string } =
      await this.deserializer.deserialize(packet);
    const { err, response, isDisposed, id } = decoded;
    // None for a caller that gave up: the reply is dropped.
    const route = id === undefined ? undefined : this.replyRoutes.get(id);
    if (!route) return;
    route(isDisposed || err ? { err, response, isDisposed: true } : { err, response });
  }

  private listenForReplies(): Promise<void> {
    return this.connections.sub.subscribe(this.replyChannel).then(() => undefined);
  }

  /** Fails every caller waiting for a reply, and drops the connections so the next call opens new ones. */
  private dropConnections(error?: Error): void {
    this.connection = undefined;
    this.established = false;
    if (error) this.failCallers(error);
    this.connections.discard();
  }

  private failCallers(err: Error): void {
    const routes = [...this.replyRoutes.values()];
    this.replyRoutes.clear();
    for (const route of routes) route({ err });
  }
}

/** The id of the request being handled, for the packet's metadata: the service's log lines carry it. */
function requestIdMetadata(): { [REQUEST_ID]?: string } {
  const requestId = currentRequestId();
  return requestId === undefined ? {} : { [REQUEST_ID]: requestId };
}

/** A connection promise that has failed, already observed so that nobody has to. */
function connectionLost(): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- Nest's own reason string, which callers match.
  const lost = Promise.reject(CONNECTION_LOST);
  lost.catch(() => undefined);
  return lost;
}

interface JsonRequest {
  resolve(json: Buffer): void;
}
