import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';

import type { AuthUser } from '../authentication/token-verifier.js';
import { addRouteHook, routeTakes } from '../http/route-hooks.js';
import { KeptAnswers } from './kept-answers.js';
import { KeptPages } from './kept-pages.js';

const READS = ['GET', 'HEAD', 'OPTIONS'];

/**
 * Any signed-in write forgets its user's kept answers on this replica as it answers, whether it succeeded
 * or not (a timed-out write may still have committed): the writer's next read here sees it even before
 * the service's broadcast arrives. Every kind goes, so no route has to say what it changes, and so do the
 * activity pages built from the writer (theirs, their friends' feeds and their own feed). A hook on the
 * routes that write, run before the answer is sent: a Nest interceptor, being global, put every read
 * through an rxjs pipeline too (some 10% of the gateway's CPU on a kept read).
 */
export function forgetOnWrite(app: NestFastifyApplication): void {
  const answers = app.get(KeptAnswers);
  const pages = app.get(KeptPages);
  addRouteHook(
    app.getHttpAdapter().getInstance(),
    'onSend',
    (route) => !READS.some((method) => routeTakes(route, method)),
    // A callback, not an async function: a promise per answer costs.
    (
      request: FastifyRequest & { user?: AuthUser },
      _reply: FastifyReply,
      payload: unknown,
      done: (error: null, payload: unknown) => void,
    ) => {
      const userId = request.user?.id;
      if (userId) {
        answers.forgetUsers([userId]);
        pages.forgetUsers([userId]);
      }
      done(null, payload);
    },
  );
}
