import {
  createParamDecorator,
  type ExecutionContext,
  ForbiddenException,
  Inject,
  Injectable,
  SetMetadata,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard as PassportAuthGuard } from '@nestjs/passport';
import { API_TOKEN_MESSAGES } from '@tracker/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import jwt from 'jsonwebtoken';

import { ApiTokenRateLimit, ApiTokenRateLimitedException } from './api-token-rate-limit.js';
import { bearerToken, JWT_STRATEGY } from './jwt.strategy.js';
import { type AuthUser, NOT_AUTHENTICATED, SESSION_EXPIRED } from './token-verifier.js';

const PUBLIC_ROUTE = 'auth:public';
const SESSION_ONLY = 'auth:session-only';

/** Opens a route to anonymous visitors; a valid token still tells the route who is asking. */
export const Public = () => SetMetadata(PUBLIC_ROUTE, true);

/**
 * Closes a route to personal API tokens (403): what only the person signed in on the website may do
 * (tokens themselves, the password, sessions, uploads).
 */
export const SessionOnly = () => SetMetadata(SESSION_ONLY, true);

/** The methods a 'read' API token may use. */
const READ_METHODS = new Set(['GET', 'HEAD']);

type AuthenticatedRequest = FastifyRequest & { user?: AuthUser };

/**
 * Every route of a controller guarded by this needs a valid, unrevoked bearer token ({@link JwtStrategy})
 * unless marked {@link Public}. On public routes a bad token is ignored: the visitor is simply anonymous.
 * A personal API token also meets its limits here: no {@link SessionOnly} route, reads only for a 'read'
 * token, and API_TOKEN_MAX_PER_MINUTE requests a minute (429 with Retry-After).
 */
@Injectable()
export class AuthGuard extends PassportAuthGuard(JWT_STRATEGY) {
  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(ApiTokenRateLimit) private readonly rateLimit: ApiTokenRateLimit,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, [
      context.getHandler(),
      context.getClass(),
    ]);
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    if (!isPublic) await super.canActivate(context);
    else if (bearerToken(request)) {
      try {
        await super.canActivate(context);
      } catch {
        // A bad token on a public route: the visitor is simply anonymous.
      }
    }
    if (request.user?.via === 'api-token') await this.limitApiToken(context, request, request.user);
    return true;
  }

  /** passport's verdict: a refused token is 401 with the spec's message, a failed check its own error. */
  override handleRequest<User = AuthUser>(error: unknown, user: User | false, info: unknown): User {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- passport hands on what the strategy failed with, as is.
    if (error) throw error;
    if (!user)
      throw new UnauthorizedException(
        info instanceof jwt.TokenExpiredError ? SESSION_EXPIRED : NOT_AUTHENTICATED,
      );
    return user;
  }

  /** A personal API token carries its user's rights and nothing more, within its scope and rate. */
  private async limitApiToken(
    context: ExecutionContext,
    request: AuthenticatedRequest,
    user: AuthUser,
  ): Promise<void> {
    const sessionOnly = this.reflector.getAllAndOverride<boolean>(SESSION_ONLY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (sessionOnly) throw new ForbiddenException(API_TOKEN_MESSAGES.sessionOnly);
    if (user.scope === 'read' && !READ_METHODS.has(request.method))
      throw new ForbiddenException(API_TOKEN_MESSAGES.readOnly);
    try {
      await this.rateLimit.take(user.jti);
    } catch (error) {
      if (error instanceof ApiTokenRateLimitedException)
        void context
          .switchToHttp()
          .getResponse<FastifyReply>()
          .header('Retry-After', String(error.retryAfterSeconds));
      throw error;
    }
  }
}

/** The verified user of a guarded route (undefined on a public route visited anonymously). */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext) =>
    context.switchToHttp().getRequest<AuthenticatedRequest>().user,
);
