import { event, request } from '@tracker/contracts';
import { EMPTY, NEVER, Observable, of, throwError } from 'rxjs';

import { emit, send, SendError } from './send.js';

const GET = request<{ id: number }, { id: number }>('catalogue', 'catalogue.anime.get');
const ADDED = event<{ id: number }>('lists-progress', 'lists.entry.added');

/** A client whose every call answers with `answer`. */
function clientAnswering(answer: Observable<unknown>) {
  return { send: jest.fn(() => answer), emit: jest.fn(() => answer) } as unknown as Parameters<
    typeof send
  >[0];
}

const unreachable = new SendError({
  code: 'UNAVAILABLE',
  message: 'The catalogue service is unreachable right now. Please try again in a moment.',
});

describe('send', () => {
  afterEach(() => jest.useRealTimers());

  it("resolves with the service's response", async () => {
    const client = clientAnswering(of({ id: 1 }));
    expect(await send(client, GET, { id: 1 }, 5000)).toEqual({ id: 1 });
    expect(client.send).toHaveBeenCalledWith('catalogue.anime.get', { id: 1 });
  });

  it("passes the service's own error on as it is", async () => {
    const payload = { code: 'NOT_FOUND', message: 'Anime not found.' } as const;
    await expect(send(clientAnswering(throwError(() => payload)), GET, { id: 1 }, 5000)).rejects.toEqual(
      new SendError(payload),
    );
  });

  it('fails as UNAVAILABLE when nothing answers within the timeout', async () => {
    jest.useFakeTimers();
    const failure = send(clientAnswering(NEVER), GET, { id: 1 }, 250).catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(250);
    expect(await failure).toEqual(
      new SendError({
        code: 'UNAVAILABLE',
        message: 'The catalogue service did not answer within 250 ms. Please try again in a moment.',
      }),
    );
  });

  it.each([
    ['Error: Connection lost. Trying to reconnect...'],
    [new Error('Connection closed')],
    [new Error('connect ECONNREFUSED 127.0.0.1:6379')],
  ])('fails as UNAVAILABLE when Redis is out of reach (%s)', async (error) => {
    await expect(send(clientAnswering(throwError(() => error)), GET, { id: 1 }, 5000)).rejects.toEqual(
      unreachable,
    );
  });

  it.each([[new Error('boom')], [{ status: 'error', message: 'Internal server error' }], [undefined]])(
    'fails as INTERNAL, naming the pattern, for anything else (%s)',
    async (error) => {
      await expect(send(clientAnswering(throwError(() => error)), GET, { id: 1 }, 5000)).rejects.toEqual(
        new SendError({
          code: 'INTERNAL',
          message: 'The catalogue service failed to handle catalogue.anime.get.',
        }),
      );
    },
  );
});

describe('emit', () => {
  it('resolves once the event is published, with nothing', async () => {
    const client = clientAnswering(EMPTY);
    expect(await emit(client, ADDED, { id: 1 }, 5000)).toBeUndefined();
    expect(client.emit).toHaveBeenCalledWith('lists.entry.added', { id: 1 });
  });

  it('fails as send does', async () => {
    await expect(
      emit(clientAnswering(throwError(() => new Error('connect ECONNREFUSED'))), ADDED, { id: 1 }, 5000),
    ).rejects.toEqual(
      new SendError({
        code: 'UNAVAILABLE',
        message: 'The lists-progress service is unreachable right now. Please try again in a moment.',
      }),
    );
  });
});
