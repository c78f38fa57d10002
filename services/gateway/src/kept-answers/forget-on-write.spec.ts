import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import Fastify, { type FastifyInstance } from 'fastify';

import { forgetOnWrite } from './forget-on-write.js';
import { KeptAnswers } from './kept-answers.js';
import { KeptPages } from './kept-pages.js';

/** A Fastify app whose routes stand in for the gateway's: a guard puts `x-user` on the request as its user. */
async function appForgetting() {
  const forgotAnswers = jest.fn();
  const forgotPages = jest.fn();
  const fastify: FastifyInstance = Fastify();
  const keepers = new Map<unknown, unknown>([
    [KeptAnswers, { forgetUsers: forgotAnswers }],
    [KeptPages, { forgetUsers: forgotPages }],
  ]);
  forgetOnWrite({
    get: (token: unknown) => keepers.get(token),
    getHttpAdapter: () => ({ getInstance: () => fastify }),
  } as unknown as NestFastifyApplication);
  fastify.addHook('preHandler', (request, _reply, done) => {
    const id = request.headers['x-user'];
    if (typeof id === 'string') Object.assign(request, { user: { id } });
    done();
  });
  fastify.get('/lists', async () => ({ read: true }));
  fastify.post('/lists', async () => ({ written: true }));
  fastify.delete('/lists', async (_request, reply) => reply.code(504).send({ error: 'timed out' }));
  await fastify.ready();
  const send = (method: 'GET' | 'POST' | 'DELETE', user?: string) =>
    fastify.inject({ method, url: '/lists', headers: user ? { 'x-user': user } : {} });
  return { fastify, forgotAnswers, forgotPages, send };
}

describe(forgetOnWrite.name, () => {
  it("forgets the writer's answers and pages when a signed-in write answers, or fails", async () => {
    const { fastify, forgotAnswers, forgotPages, send } = await appForgetting();
    expect((await send('POST', 'u1')).json()).toEqual({ written: true });
    expect((await send('DELETE', 'u2')).statusCode).toBe(504);
    expect(forgotAnswers.mock.calls).toEqual([[['u1']], [['u2']]]);
    expect(forgotPages.mock.calls).toEqual([[['u1']], [['u2']]]);
    await fastify.close();
  });

  it('leaves reads and anonymous writes alone', async () => {
    const { fastify, forgotAnswers, forgotPages, send } = await appForgetting();
    expect((await send('GET', 'u1')).json()).toEqual({ read: true });
    await send('POST');
    expect(forgotAnswers).not.toHaveBeenCalled();
    expect(forgotPages).not.toHaveBeenCalled();
    await fastify.close();
  });
});
