import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import { ADMIN_ONLY, API_TOKEN_MESSAGES } from '@tracker/contracts';
import type { FastifyRequest } from 'fastify';

import type { AuthUser } from './token-verifier.js';

/**
 * The admin routes' first door, after {@link AuthGuard}: a token that does not say isAdmin goes no
 * further. The service that owns the data asks auth-user again, so an admin demoted or disabled since the
 * token was issued is refused there. A personal API token never passes, whoever's it is.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const user = context.switchToHttp().getRequest<FastifyRequest & { user?: AuthUser }>().user;
    if (user?.via === 'api-token') throw new ForbiddenException(API_TOKEN_MESSAGES.adminRoutes);
    if (!user?.isAdmin) throw new ForbiddenException(ADMIN_ONLY);
    return true;
  }
}
