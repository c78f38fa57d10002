import type { CallHandler, ExecutionContext } from '@nestjs/common';
import { lastValueFrom, of, throwError } from 'rxjs';

import { ForgetOnWriteInterceptor } from './forget-on-write.interceptor.js';
import type { KeptAnswers } from './kept-answers.js';
import type { KeptPages } from './kept-pages.js';

function contextOf(method: string, user?: { id: string }, type = 'http'): ExecutionContext {
  return {
    getType: () => type,
    switchToHttp: () => ({ getRequest: () => ({ method, user }) }),
  } as unknown as ExecutionContext;
}

describe(ForgetOnWriteInterceptor.name, () => {
  const forgetUsers = jest.fn();
  const forgetActivityOf = jest.fn();
  const interceptor = new ForgetOnWriteInterceptor(
    { forgetUsers } as unknown as KeptAnswers,
    { forgetUsers: forgetActivityOf } as unknown as KeptPages,
  );
  const answering: CallHandler = { handle: () => of('answer') };
  const failing: CallHandler = { handle: () => throwError(() => new Error('timed out')) };

  beforeEach(() => {
    forgetUsers.mockClear();
    forgetActivityOf.mockClear();
  });

  it("forgets the writer's answers once a signed-in write answers, or fails", async () => {
    await lastValueFrom(interceptor.intercept(contextOf('POST', { id: 'u1' }), answering));
    expect(forgetUsers).toHaveBeenCalledWith(['u1']);
    await expect(
      lastValueFrom(interceptor.intercept(contextOf('DELETE', { id: 'u2' }), failing)),
    ).rejects.toThrow('timed out');
    expect(forgetUsers).toHaveBeenLastCalledWith(['u2']);
    expect(forgetActivityOf.mock.calls).toEqual([[['u1']], [['u2']]]);
  });

  it('leaves reads, anonymous requests and other transports alone', async () => {
    await lastValueFrom(interceptor.intercept(contextOf('GET', { id: 'u1' }), answering));
    await lastValueFrom(interceptor.intercept(contextOf('POST'), answering));
    await lastValueFrom(interceptor.intercept(contextOf('POST', { id: 'u1' }, 'rpc'), answering));
    expect(forgetUsers).not.toHaveBeenCalled();
    expect(forgetActivityOf).not.toHaveBeenCalled();
  });
});
