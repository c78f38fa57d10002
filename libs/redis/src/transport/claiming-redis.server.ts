import { Logger } from '@nestjs/common';
import {
  ServerRedis,
  type MessageHandler,
  type RedisContext,
  type RedisOptions,
} from '@nestjs/microservices';

import { BROADCAST_PREFIX } from '@tracker/contracts';
import { FrameQueue, splitFrame } from './frames.js';
import { KEY_AREAS, redisKey, REPLY_TO, replyChannelPrefix } from '../keys.js';
import { ReplicaMembership } from './replica-membership.js';
import { serializeReply } from './replies.js';

type TransportOptions = Required<RedisOptions>['options'];

/** How long a claim lives: longer than any handler may run, short enough not to pile up keys. */
const CLAIM_TTL_MS = 30_000;
/** How long the other replicas leave a message to its preferred replica before claiming it themselves. */
const FAILOVER_CLAIM_DELAY_MS = 25;

/**
 * The NestJS Redis transport is plain pub/sub: every replica receives every message. This server claims
 * each request (by its id) and each event (by the id the client stamps on it) with `SET NX` before
 * handling it, so exactly one replica does the work. To spread the work, the replica that rendezvous
 * hashing prefers for a message claims it at once and the others only after a short delay, which covers
 * a preferred replica that has just died. Broadcast events skip the claim. Channels carry the stack's
 * prefix so several stacks can share one Redis.
 *
 * A message is a frame of one or more packets (see frames.ts), claimed as a whole by its first
 * packet's id; replies to a client's own channel go out in frames too.
 */
export class ClaimingRedisServer extends ServerRedis {
  private readonly channelPrefix: string;
  private readonly replyPrefix: string;
  private readonly membership: ReplicaMembership;
  /** The packet {@link handleMessage} has parsed, handed to Nest's `handleMessage` so it is not parsed twice. */
  private parsed: { buffer: string; packet: Packet } | undefined;
  /** Replies to clients' own channels. */
  private readonly replyFrames = new FrameQueue((channel, frame) => this.pubClient.publish(channel, frame));

  /** `group` names the replicas that share the work: the service name. */
  constructor(
    private readonly prefix: string,
    group: string,
    options: TransportOptions,
  ) {
    super(options);
    this.channelPrefix = `${redisKey(prefix, KEY_AREAS.transport)}:`;
    this.replyPrefix = replyChannelPrefix(prefix);
    const self = `${process.pid}-${Math.random().toString(36).slice(2, 10)}`;
    this.membership = new ReplicaMembership(redisKey(prefix, KEY_AREAS.replicas, group), self);
  }

  override getRequestPattern(pattern: string): string {
    return this.channelPrefix + pattern;
  }

  override getReplyPattern(pattern: string): string {
    return `${this.channelPrefix}${pattern}.reply`;
  }

  /** Same as Nest's, but ready only once every channel is subscribed: a started service answers at once. */
  override start(callback?: (error?: unknown) => void): void {
    Promise.all([this.subClient.connect(), this.pubClient.connect()])
      .then(() =>
        Promise.all([this.subscribe(this.subClient, this.pubClient), this.membership.start(this.pubClient)]),
      )
      .then(() => callback?.(), callback);
  }

  override async close(): Promise<void> {
    if (this.pubClient) await this.membership.stop(this.pubClient);
    await super.close();
  }

  override bindEvents(subClient: SubscriberClient, pubClient: unknown): void {
    void this.subscribe(subClient, pubClient);
  }

  /** Requests and events alike are subscribed under the prefix. */
  private async subscribe(subClient: SubscriberClient, pubClient: unknown): Promise<void> {
    subClient.on(
      'message',
      this.getMessageHandler(pubClient).bind(this) as (channel: string, buffer: string) => unknown,
    );
    await Promise.all(
      [...this.messageHandlers.keys()].map((pattern) => subClient.subscribe(this.getRequestPattern(pattern))),
    );
  }

  override async handleMessage(
    channel: string,
    frame: string,
    pub: unknown,
    _pattern: string,
  ): Promise<unknown> {
    const pattern = channel.startsWith(this.channelPrefix)
      ? channel.slice(this.channelPrefix.length)
      : channel;
    const packets = splitFrame(frame).map((line) => ({ line, packet: super.parseMessage(line) as Packet }));
    const messageId = messageIdOf(packets[0].packet);
    if (messageId !== undefined && !pattern.startsWith(BROADCAST_PREFIX)) {
      if (!(await this.claim(messageId))) return undefined;
      if (Logger.isLevelEnabled('debug')) {
        const ids = packets.map(({ packet }) => messageIdOf(packet));
        this.logger.debug?.(`claimed ${pattern} ${ids.join(',')}`);
      }
    }
    return Promise.all(
      packets.map(({ line, packet }) => {
        // Nest's handleMessage parses its buffer again, synchronously on entry: give it this packet instead.
        this.parsed = { buffer: line, packet };
        return super.handleMessage(pattern, line, pub, pattern);
      }),
    );
  }

  override parseMessage(content: string): Record<string, unknown> {
    const parsed = this.parsed;
    this.parsed = undefined;
    return parsed?.buffer === content ? parsed.packet : super.parseMessage(content);
  }

  /** Nest first tries `JSON.parse` on the pattern, which throws (slowly) for every plain string pattern. */
  override getHandlerByPattern(pattern: string): MessageHandler | null {
    return this.messageHandlers.get(pattern) ?? super.getHandlerByPattern(pattern);
  }

  /**
   * Replies go to the channel the client named, when it is one of this stack's reply channels, in frames
   * and written with the response last and a `SerializedJson` response as is (see {@link serializeReply}).
   * A client that names none waits on the pattern's reply channel, one packet per message (Nest's own).
   */
  override getPublisher(
    pub: unknown,
    pattern: string,
    id: string,
    ctx: RedisContext,
  ): (response: unknown) => unknown {
    const replyTo = ctx.getMetadata()?.[REPLY_TO];
    const reply = (packet: unknown) => serializeReply(packet as Record<string, unknown>, id);
    if (typeof replyTo !== 'string' || !replyTo.startsWith(this.replyPrefix)) {
      const channel = this.getReplyPattern(pattern);
      return (packet) => (pub as Publisher).publish(channel, reply(packet));
    }
    return (packet) => this.replyFrames.add(replyTo, reply(packet));
  }

  private async claim(messageId: string): Promise<boolean> {
    if (!this.membership.isPreferred(messageId)) {
      await new Promise((resolve) => setTimeout(resolve, FAILOVER_CLAIM_DELAY_MS));
      // Closed meanwhile: leave the message to a replica that stays.
      if (this.isManuallyClosed) return false;
    }
    const key = redisKey(this.prefix, KEY_AREAS.claim, messageId);
    const claimed = await this.pubClient.set(key, this.membership.self, 'PX', CLAIM_TTL_MS, 'NX');
    return claimed === 'OK';
  }
}

/** What a packet is claimed by: a request's id, or the id the client stamped on an event. */
function messageIdOf(packet: Packet): string | undefined {
  return packet.id ?? packet.metadata?.eventId;
}

interface Packet {
  id?: string;
  metadata?: { eventId?: string };
  [key: string]: unknown;
}

interface Publisher {
  publish(channel: string, message: string | Buffer): Promise<number>;
}

interface SubscriberClient {
  on(event: 'message', handler: (channel: string, buffer: string) => unknown): void;
  subscribe(channel: string): Promise<unknown>;
}
