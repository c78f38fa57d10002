import { Logger } from '@nestjs/common';
import {
  type CustomTransportStrategy,
  type MessageHandler,
  type ReadPacket,
  RedisContext,
  type RedisEvents,
  Server,
  type WritePacket,
} from '@nestjs/microservices';
import { BROADCAST_PREFIX } from '@tracker/contracts';
import type { Redis } from 'ioredis';

import { KEY_AREAS, redisKey, REPLY_TO, replyChannelPrefix } from '../keys.js';
import { isSaneRequestId, REQUEST_ID, requestContext } from '../request-context.js';
import { FrameQueue, splitFrame } from './frames.js';
import { RedisConnections } from './redis-connections.js';
import { ReplicaMembership, replicaSetKey } from './replica-membership.js';
import { serializeReply } from './replies.js';
import { secondsSince, transportServerRequests } from './transport-metrics.js';
import type { TransportOptions } from './transport-options.js';

/** How long a claim lives: longer than any handler may run, short enough not to pile up keys. */
const CLAIM_TTL_MS = 30_000;
/** How long the other replicas leave a message to its preferred replica before claiming it themselves. */
const FAILOVER_CLAIM_DELAY_MS = 25;
/**
 * The longest a closing replica waits for what it took: past the callers' own wait (SERVICE_TIMEOUT_MS,
 * 5 s by default) a reply reaches nobody, and Kubernetes' grace period (30 s) must not run out first.
 */
const DRAIN_MS = 10_000;
/** What Nest's own servers answer a request no handler takes. */
const NO_HANDLER = 'There is no matching message handler defined in the remote service.';

/**
 * A Nest transport strategy on Redis pub/sub, where every replica receives every message. It claims each
 * request (by its id) and each event (by the id the client stamps on it) with `SET NX` before handling it,
 * so exactly one replica does the work. To spread the work, the replica that rendezvous hashing prefers
 * for a message claims it at once and the others only after a short delay, which covers a preferred
 * replica that has just died. Broadcast events skip the claim. Channels carry the stack's prefix so
 * several stacks can share one Redis. The wire format and the rules: PROTOCOL.md.
 *
 * Built on Nest's `Server` (handlers, hooks, the reply stream) with connections of its own.
 */
export class ClaimingRedisServer extends Server<RedisEvents> implements CustomTransportStrategy {
  private readonly channelPrefix: string;
  private readonly replyPrefix: string;
  private readonly membership: ReplicaMembership;
  private readonly connections: RedisConnections;
  private closed = false;
  /** What this replica took and has not finished: handlers running, replies not yet published. */
  private readonly unfinished = new Set<Promise<unknown>>();
  /** The PING the callers of {@link broadcastsCaughtUp} in this turn of the event loop share. */
  private catchUp: Promise<boolean> | undefined;
  private losses = 0;
  /** Replies to clients' own channels. */
  private readonly replyFrames = new FrameQueue(async (channel, frame) =>
    this.connections.pub.publish(channel, frame),
  );

  /** `group` names the replicas that share the work: the service name. */
  constructor(
    private readonly prefix: string,
    group: string,
    options: TransportOptions,
  ) {
    super();
    this.initializeDeserializer(options);
    this.channelPrefix = `${redisKey(prefix, KEY_AREAS.transport)}:`;
    this.replyPrefix = replyChannelPrefix(prefix);
    const self = `${process.pid}-${Math.random().toString(36).slice(2, 10)}`;
    this.membership = new ReplicaMembership(replicaSetKey(prefix, group), self);
    this.connections = new RedisConnections(options, this.logger, {
      status: (status) => this._status$.next(status),
    });
  }

  /** Ready once every channel is subscribed and the replica has joined: a started service answers at once. */
  listen(callback: (error?: unknown) => void): void {
    const { pub, sub } = this.connections.open();
    sub.on('close', () => {
      this.losses += 1;
    });
    sub.on('message', (channel: string, frame: string) => {
      this.track(
        this.handleFrame(channel, frame).catch((error: unknown) => {
          this.logger.error(error);
        }),
      );
    });
    const channels = [...this.getHandlers().keys()].map((pattern) => this.channelPrefix + pattern);
    Promise.all([pub.connect(), sub.connect()])
      .then(() =>
        Promise.all([channels.length > 0 && sub.subscribe(...channels), this.membership.start(pub)]),
      )
      .then(() => callback(), callback);
  }

  /**
   * Leaves gracefully: the other replicas take its share of new messages at once, it takes none, and what
   * it took runs to its reply (for up to {@link DRAIN_MS}) before the connections close. Nest closes the
   * transport before the modules' hooks, so those messages still find the database open.
   */
  async close(): Promise<void> {
    this.closed = true;
    if (this.connections.isOpen) {
      await this.membership.stop(this.connections.pub);
      await this.connections.sub.unsubscribe().catch(() => undefined);
      await settledWithin([...this.unfinished], DRAIN_MS);
    }
    await this.connections.close();
  }

  /** Listens to both connections' `event`; the callback gets 'pub' or 'sub' first. */
  on<Event extends keyof RedisEvents>(event: Event, callback: RedisEvents[Event]): void {
    this.connections.on(event, callback);
  }

  /** The publishing and the subscribed connection. */
  unwrap<T = [Redis, Redis]>(): T {
    return [this.connections.pub, this.connections.sub] as T;
  }

  /** Grows each time the subscribed connection closes: what was broadcast meanwhile never arrived. */
  get subscriptionLosses(): number {
    return this.losses;
  }

  /**
   * True once every broadcast Redis had delivered to this replica when called has been handled: a PING on
   * the subscribed connection, sent after the call, is answered after every message published before it,
   * and the turn after its answer has run their (in-memory) handlers. False while that connection is not
   * ready and subscribed, or the PING fails. The calls of one turn of the event loop share one PING.
   */
  broadcastsCaughtUp(): Promise<boolean> {
    this.catchUp ??= new Promise((resolve) => setImmediate(resolve)).then(() => {
      this.catchUp = undefined;
      return this.pingSubscriber();
    });
    return this.catchUp;
  }

  private async pingSubscriber(): Promise<boolean> {
    if (!this.connections.isOpen || this.connections.sub.status !== 'ready') return false;
    try {
      // A connection not (yet) subscribed answers 'PONG'; a subscribed one, ['pong', ''].
      const reply: unknown = await this.connections.sub.ping();
      if (!Array.isArray(reply)) return false;
    } catch {
      return false;
    }
    await new Promise((resolve) => setImmediate(resolve));
    return true;
  }

  /** A frame: claimed once by its first packet, then each packet handled. */
  private async handleFrame(channel: string, frame: string): Promise<unknown> {
    const pattern = channel.slice(this.channelPrefix.length);
    const packets = splitFrame(frame).map((line) => JSON.parse(line) as Packet);
    const messageId = messageIdOf(packets[0]);
    if (messageId !== undefined && !pattern.startsWith(BROADCAST_PREFIX)) {
      if (!(await this.claim(messageId))) return undefined;
      if (Logger.isLevelEnabled('debug')) {
        this.logger.debug?.(`claimed ${pattern} ${packets.map(messageIdOf).join(',')}`);
      }
    }
    return Promise.all(packets.map((packet) => this.handlePacket(channel, pattern, packet)));
  }

  /** Handled in the context of the request it names, so that its log lines and onward calls carry the id. */
  private async handlePacket(channel: string, pattern: string, raw: Packet): Promise<unknown> {
    const requestId = raw.metadata?.[REQUEST_ID];
    if (!isSaneRequestId(requestId)) return this.handleDecodedPacket(channel, pattern, raw);
    return requestContext.run({ requestId }, () => this.handleDecodedPacket(channel, pattern, raw));
  }

  private async handleDecodedPacket(channel: string, pattern: string, raw: Packet): Promise<unknown> {
    const packet = (await this.deserializer.deserialize(raw, { channel })) as ReadPacket & Packet;
    const context = new RedisContext([pattern, packet.metadata]);
    if (packet.id === undefined) return this.handleEvent(pattern, packet, context);
    let replied!: () => void;
    this.track(new Promise<void>((resolve) => (replied = resolve)));
    const reply = this.publisherFor(pattern, packet.id, context);
    const publish = measuredPublisher(pattern, (packet: WritePacket) => {
      const published = reply(packet);
      if (packet.isDisposed || packet.err !== undefined) void published.then(replied, replied);
      return published;
    });
    const handler: MessageHandler | undefined = this.getHandlers().get(pattern);
    if (!handler) return publish({ id: packet.id, status: 'error', err: NO_HANDLER } as WritePacket);
    return this.handleRequest(
      context,
      async () => this.transformToObservable(await handler(packet.data, context)),
      publish,
    );
  }

  /**
   * Replies go to the channel the client named, when it is one of this stack's reply channels, in frames
   * and written with the response last and a `SerializedJson` response as is (see {@link serializeReply}).
   * A client that names none waits on the pattern's reply channel, one packet per message (Nest's own).
   */
  private publisherFor(
    pattern: string,
    id: string,
    context: RedisContext,
  ): (reply: WritePacket) => Promise<unknown> {
    const replyTo = context.getMetadata()?.[REPLY_TO];
    const reply = (packet: WritePacket) => serializeReply(packet as Record<string, unknown>, id);
    if (typeof replyTo !== 'string' || !replyTo.startsWith(this.replyPrefix)) {
      const channel = `${this.channelPrefix}${pattern}.reply`;
      return (packet) => this.connections.pub.publish(channel, reply(packet));
    }
    return (packet) => this.replyFrames.add(replyTo, reply(packet));
  }

  private track(work: Promise<unknown>): void {
    this.unfinished.add(work);
    const done = () => this.unfinished.delete(work);
    work.then(done, done);
  }

  private async claim(messageId: string): Promise<boolean> {
    if (!this.membership.isPreferred(messageId)) {
      await new Promise((resolve) => setTimeout(resolve, FAILOVER_CLAIM_DELAY_MS));
      // Closed meanwhile: leave the message to a replica that stays.
      if (this.closed) return false;
    }
    const key = redisKey(this.prefix, KEY_AREAS.claim, messageId);
    const claimed = await this.connections.pub.set(key, this.membership.self, 'PX', CLAIM_TTL_MS, 'NX');
    return claimed === 'OK';
  }
}

/**
 * Records the request once, by its last reply (or its error): Nest sends an Observable handler's values one
 * packet each, the last one disposed.
 */
function measuredPublisher(
  pattern: string,
  publish: (reply: WritePacket) => Promise<unknown>,
): (reply: WritePacket) => Promise<unknown> {
  const startedAt = performance.now();
  return (reply) => {
    if (reply.err !== undefined || reply.isDisposed) {
      const outcome = reply.err === undefined ? 'ok' : 'error';
      transportServerRequests.observe({ pattern, outcome }, secondsSince(startedAt));
    }
    return publish(reply);
  };
}

/** What a packet is claimed by: a request's id, or the id the client stamped on an event. */
function messageIdOf(packet: Packet): string | undefined {
  return packet.id ?? packet.metadata?.eventId;
}

interface Packet {
  id?: string;
  metadata?: { eventId?: string; requestId?: unknown; [key: string]: unknown };
  [key: string]: unknown;
}

/** Settles once every piece of `work` has, or after `ms`, whichever comes first. */
async function settledWithin(work: Array<Promise<unknown>>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise((resolve) => (timer = setTimeout(resolve, ms)));
  await Promise.race([Promise.allSettled(work), late]);
  clearTimeout(timer);
}
