import {
  Inject,
  Injectable,
  SetMetadata,
  UnauthorizedException,
  createParamDecorator,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';

import { NOT_AUTHENTICATED, TokenVerifier, type AuthUser } from './token-verifier.js';

const PUBLIC_ROUTE = 'auth:public';

/** Opens a route to anonymous visitors; a valid token still tells the route who is asking. */
export const Public = () => SetMetadata(PUBLIC_ROUTE, true);

type AuthenticatedRequest = FastifyRequest & { user?: AuthUser };

/**
 * Every route of a controller guarded by this needs a valid, unrevoked bearer token unless marked
 * {@link Public}. On public routes a bad token is ignored: the visitor is simply anonymous.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    @Inject(TokenVerifier) private readonly tokens: TokenVerifier,
    @Inject(Reflector) private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, [
      context.getHandler(),
      context.getClass(),
    ]);
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const token = bearerToken(request);
    if (isPublic) {
      if (token) request.user = await this.tokens.verify(token).catch(() => undefined);
      return true;
    }
    if (!token) throw new UnauthorizedException(NOT_AUTHENTICATED);
    request.user = await this.tokens.verify(token);
    return true;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/** The verified user of a guarded route (undefined on a public route visited anonymously). */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext) =>
    context.switchToHttp().getRequest<AuthenticatedRequest>().user,
);
