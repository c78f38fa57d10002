import { randomUUID } from 'node:crypto';

import { ClientRedis, type ReadPacket, type RedisOptions, type WritePacket } from '@nestjs/microservices';
import { TimeoutError } from 'rxjs';

import { FrameQueue, splitFrameBytes } from './frames.js';
import { KEY_AREAS, redisKey, REPLY_TO, replyChannelPrefix } from '../keys.js';
import { readReplyHead } from './replies.js';

type TransportOptions = Required<RedisOptions>['options'];

/**
 * The client side of {@link ClaimingRedisServer}: the same channel prefix, an id stamped on every event so
 * that exactly one replica claims it, and one reply channel of its own.
 *
 * Nest's client subscribes to `<pattern>.reply` before a request and unsubscribes when none is in flight:
 * at 64 concurrent requests one in nine waited for a SUBSCRIBE round trip before it could publish (one in
 * two with pipelined publishes), and every client on a pattern received and parsed every other client's
 * replies. Here the client subscribes once to a channel of its own and names it in each request's
 * metadata; ioredis resubscribes it after a reconnect, and {@link connect} waits for that.
 */
export class TrackerRedisClient extends ClientRedis {
  private readonly channelPrefix: string;
  readonly replyChannel: string;
  /** The connection promise the reply subscription was last made for, and that subscription. */
  private subscribedFor: Promise<unknown> | undefined;
  private replySubscription: Promise<void> | undefined;
  /** Requests in flight by {@link requestJson}, by packet id. */
  private readonly jsonRequests = new Map<string, JsonRequest>();
  /**
   * Requests wait for the end of the event loop's poll phase (or a full frame), then go out in frames. Each
   * HTTP request arrives in a callback of its own, so auto-pipelining (one write per tick) wrote one
   * publish per request, a fifth of the gateway's CPU in a profile at 64 connections.
   */
  private readonly requestFrames = new FrameQueue(
    (channel, frame) => this.pubClient.publish(channel, frame) as Promise<number>,
  );

  constructor(prefix: string, options: TransportOptions) {
    // Replies arrive as bytes: a reply {@link requestJson} passes on is never decoded here.
    super({ ...options, returnBuffers: true });
    this.channelPrefix = `${redisKey(prefix, KEY_AREAS.transport)}:`;
    this.replyChannel = replyChannelPrefix(prefix) + randomUUID();
  }

  override getRequestPattern(pattern: string): string {
    return this.channelPrefix + pattern;
  }

  /**
   * Connected and subscribed to the reply channel. Nest replaces its connection promise on every 'ready'
   * and 'reconnecting', so a new promise means a new connection: subscribe again (a no-op for Redis when
   * ioredis has already resubscribed) before anything is published on it.
   */
  override connect(): Promise<void> {
    const connection = super.connect() as Promise<unknown>;
    if (connection !== this.subscribedFor || !this.replySubscription) {
      this.subscribedFor = connection;
      this.replySubscription = connection
        .then(() => this.subClient.subscribe(this.replyChannel))
        .then(
          () => undefined,
          (error: unknown) => {
            if (this.subscribedFor === connection) this.subscribedFor = undefined;
            throw error;
          },
        );
    }
    return this.replySubscription;
  }

  override async close(): Promise<void> {
    this.subscribedFor = this.replySubscription = undefined;
    await super.close();
  }

  /** Publishes the request with this client's reply channel; the reply listener Nest set up routes it by id. */
  protected override publish(
    partialPacket: ReadPacket,
    callback: (packet: WritePacket) => unknown,
  ): () => void {
    try {
      const packet = this.assignPacketId(partialPacket);
      packet.metadata = { ...packet.metadata, [REPLY_TO]: this.replyChannel };
      const channel = this.getRequestPattern(this.normalizePattern(packet.pattern));
      const serialized = JSON.stringify(this.serializer.serialize(packet));
      this.routingMap.set(packet.id, callback);
      this.requestFrames.add(channel, serialized).catch((err: unknown) => {
        if (this.routingMap.delete(packet.id)) callback({ err });
      });
      return () => this.routingMap.delete(packet.id);
    } catch (err) {
      callback({ err });
      return () => undefined;
    }
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
          cancel = this.publish(packet, ({ err, response }) =>
            settle(() =>
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

  /**
   * Each reply of a frame in turn: replies to {@link requestJson} are cut, not parsed; every other reply
   * goes to Nest's handler, which parses bytes as it parses text.
   */
  override createResponseCallback(): (channel: string, buffer: string) => Promise<void> {
    const parseAndRoute = super.createResponseCallback();
    const route = (channel: string, reply: Buffer): Promise<void> | void => {
      if (this.jsonRequests.size > 0) {
        const head = readReplyHead(reply);
        const pending = head && this.jsonRequests.get(head.id);
        if (head && pending) return pending.resolve(head.responseJson);
      }
      return parseAndRoute(channel, reply as unknown as string);
    };
    // Nest's types say text, but with `returnBuffers` it hands on the bytes ioredis read.
    return async (channel, frame) => {
      await Promise.all(splitFrameBytes(frame as unknown as Buffer).map((reply) => route(channel, reply)));
    };
  }

  /** Requests are claimed by Nest's packet id; events get an id of their own here. */
  protected override dispatchEvent(packet: ReadPacket): Promise<unknown> {
    packet.metadata = { ...packet.metadata, eventId: randomUUID() };
    const pattern = this.normalizePattern(packet.pattern);
    const serialized = this.serializer.serialize(packet);
    return this.pubClient.publish(this.getRequestPattern(pattern), JSON.stringify(serialized));
  }
}

interface JsonRequest {
  resolve(json: Buffer): void;
}
