import { Inject, Logger, type OnModuleDestroy, UnauthorizedException } from '@nestjs/common';
import {
  type OnGatewayConnection,
  type OnGatewayDisconnect,
  type OnGatewayInit,
  WebSocketGateway,
  WebSocketServer,
} from '@nestjs/websockets';
import {
  API_TOKEN_MESSAGES,
  API_TOKEN_PREFIX,
  FRIEND_PRESENCE_EVENT,
  type FriendPresence,
  FRIENDS,
} from '@tracker/contracts';
import type { Subscription } from 'rxjs';
import type { Server, Socket } from 'socket.io';

import { JwtStrategy } from '../authentication/jwt.strategy.js';
import { isActive } from '../authentication/session-cache.js';
import {
  type AuthUser,
  NOT_AUTHENTICATED,
  type SessionEnd,
  TokenVerifier,
} from '../authentication/token-verifier.js';
import { realtimeSockets } from '../observability/gateway-metrics.js';
import { ServiceClients } from '../transport/service-clients.js';
import { Presence } from './presence.js';
import { userRoom } from './rooms.js';

/** What a connected socket keeps of its token. */
interface SocketUser {
  userId: string;
  jti: string;
  issuedAtMs: number;
}

/** The longest a timer can wait (setTimeout's limit); a token living longer is checked again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The gateway's socket.io server (spec: pushes instead of polling). A socket is let in only with a
 * valid, unended token (`auth.token` in the handshake, checked as a bearer token is), joins its user's
 * room, and is disconnected when its token expires or its session ends on any replica (logout, logout
 * everywhere, a password change). Clients only listen: what they send goes through the HTTP routes.
 */
@WebSocketGateway()
export class RealtimeGateway
  implements OnGatewayInit<Server>, OnGatewayConnection<Socket>, OnGatewayDisconnect<Socket>, OnModuleDestroy
{
  private readonly logger = new Logger(RealtimeGateway.name);
  private readonly expiries = new Map<string, NodeJS.Timeout>();
  private ends?: Subscription;

  @WebSocketServer()
  private readonly server!: Server;

  constructor(
    @Inject(JwtStrategy) private readonly tokens: JwtStrategy,
    @Inject(TokenVerifier) private readonly sessions: TokenVerifier,
    @Inject(Presence) private readonly presence: Presence,
    @Inject(ServiceClients) private readonly services: ServiceClients,
  ) {}

  afterInit(server: Server): void {
    server.use((socket, next) => {
      this.authenticate(socket).then(
        () => next(),
        (error: unknown) => next(new Error(refusal(error))),
      );
    });
    this.ends = this.sessions.ends.subscribe((end) => void this.closeEnded(end));
  }

  async handleConnection(socket: Socket): Promise<void> {
    realtimeSockets.inc();
    const { userId } = socket.data as SocketUser;
    await socket.join(userRoom(userId));
    if (await this.presence.arrive(userId, socket.id).catch(() => false)) void this.tellFriends(userId, true);
  }

  async handleDisconnect(socket: Socket): Promise<void> {
    clearTimeout(this.expiries.get(socket.id));
    this.expiries.delete(socket.id);
    const { userId } = socket.data as Partial<SocketUser>;
    if (userId === undefined) return;
    realtimeSockets.dec();
    if (await this.presence.leave(userId, socket.id).catch(() => false)) void this.tellFriends(userId, false);
  }

  onModuleDestroy(): void {
    this.ends?.unsubscribe();
    for (const timer of this.expiries.values()) clearTimeout(timer);
  }

  /** Pushes one event to every socket of these users, on whichever replica holds them. */
  push(userIds: readonly string[], event: string, data: unknown): void {
    if (userIds.length === 0) return;
    this.server.to(userIds.map(userRoom)).emit(event, data);
  }

  /** A user's friends' pages learn that they came online or went offline. */
  private async tellFriends(userId: string, online: boolean): Promise<void> {
    try {
      const friends = await this.services.send(FRIENDS.list, { userId });
      const presence: FriendPresence = { userId, online };
      this.push(
        friends.map(({ friend }) => friend.id),
        FRIEND_PRESENCE_EVENT,
        presence,
      );
    } catch (error) {
      // Friends see the dot as it is on their next look at the list.
      this.logger.debug(`Presence of ${userId} not told: ${String(error)}`);
    }
  }

  private async authenticate(socket: Socket): Promise<void> {
    const { token } = socket.handshake.auth as { token?: unknown };
    if (typeof token !== 'string' || token === '') throw new UnauthorizedException(NOT_AUTHENTICATED);
    // A personal API token is for scripts' HTTP calls: live updates are the signed-in pages'.
    if (token.startsWith(API_TOKEN_PREFIX)) throw new UnauthorizedException(API_TOKEN_MESSAGES.realtime);
    const user = await this.tokens.verify(token);
    socket.data = { userId: user.id, jti: user.jti, issuedAtMs: user.issuedAtMs } satisfies SocketUser;
    this.disconnectAtExpiry(socket, user);
  }

  private disconnectAtExpiry(socket: Socket, user: AuthUser): void {
    const inMs = user.exp * 1000 - Date.now();
    const timer = setTimeout(
      () => {
        if (inMs > MAX_TIMER_MS) this.disconnectAtExpiry(socket, user);
        else socket.disconnect(true);
      },
      Math.min(inMs, MAX_TIMER_MS),
    );
    timer.unref();
    this.expiries.set(socket.id, timer);
  }

  /**
   * Closes the sockets a session end ended: on every replica for an end made on this one, only on this
   * replica (`here`) for an end every replica heard of (a broadcast).
   */
  async closeEnded(
    { userId, state }: SessionEnd,
    where: 'everywhere' | 'here' = 'everywhere',
  ): Promise<void> {
    try {
      const server = where === 'here' ? this.server.local : this.server;
      const sockets = await server.in(userRoom(userId)).fetchSockets();
      for (const socket of sockets) {
        const { jti, issuedAtMs } = socket.data as SocketUser;
        if (!isActive(state, jti, issuedAtMs)) socket.disconnect(true);
      }
    } catch (error) {
      // The token is refused on its next use all the same; only the open socket lingers.
      this.logger.warn(`Could not close the sockets of an ended session: ${String(error)}`);
    }
  }
}

/** The handshake's refusal, as the client's `connect_error` reads it: the spec's words, never a stack. */
function refusal(error: unknown): string {
  if (error instanceof UnauthorizedException) return error.message;
  return 'Live updates are unavailable right now. Please try again in a moment.';
}
