import {
  createParamDecorator,
  type ExecutionContext,
  Inject,
  Injectable,
  SetMetadata,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard as PassportAuthGuard } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import jwt from 'jsonwebtoken';

import { bearerToken, JWT_STRATEGY } from './jwt.strategy.js';
import { type AuthUser, NOT_AUTHENTICATED, SESSION_EXPIRED } from './token-verifier.js';

const PUBLIC_ROUTE = 'auth:public';

/** Opens a route to anonymous visitors; a valid token still tells the route who is asking. */
export const Public = () => SetMetadata(PUBLIC_ROUTE, true);

type AuthenticatedRequest = FastifyRequest & { user?: AuthUser };

/**
 * Every route of a controller guarded by this needs a valid, unrevoked bearer token ({@link JwtStrategy})
 * unless marked {@link Public}. On public routes a bad token is ignored: the visitor is simply anonymous.
 */
@Injectable()
export class AuthGuard extends PassportAuthGuard(JWT_STRATEGY) {
  constructor(@Inject(Reflector) private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!isPublic) return (await super.canActivate(context)) as boolean;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    if (bearerToken(request)) {
      try {
        await super.canActivate(context);
      } catch {
        // A bad token on a public route: the visitor is simply anonymous.
      }
    }
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
}

/** The verified user of a guarded route (undefined on a public route visited anonymously). */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext) =>
    context.switchToHttp().getRequest<AuthenticatedRequest>().user,
);
