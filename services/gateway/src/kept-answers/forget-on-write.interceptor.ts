import {
  type CallHandler,
  type ExecutionContext,
  Inject,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { finalize, type Observable } from 'rxjs';

import type { AuthUser } from '../authentication/token-verifier.js';
import { KeptAnswers } from './kept-answers.js';
import { KeptPages } from './kept-pages.js';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Any signed-in write forgets its user's kept answers on this replica once it answers, whether it
 * succeeded or not (a timed-out write may still have committed): the writer's next read here sees it even
 * before the service's broadcast arrives. Every kind goes, so no route has to say what it changes, and
 * so do the activity pages built from the writer (theirs, their friends' feeds and their own feed).
 */
@Injectable()
export class ForgetOnWriteInterceptor implements NestInterceptor {
  constructor(
    @Inject(KeptAnswers) private readonly answers: KeptAnswers,
    @Inject(KeptPages) private readonly activity: KeptPages,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: AuthUser }>();
    const userId = request.user?.id;
    if (READS.has(request.method) || !userId) return next.handle();
    return next.handle().pipe(
      finalize(() => {
        this.answers.forgetUsers([userId]);
        this.activity.forgetUsers([userId]);
      }),
    );
  }
}
