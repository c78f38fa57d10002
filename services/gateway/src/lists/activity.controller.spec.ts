import { type GatewayEnv } from '@tracker/config';
import { ACTIVITY, type ActivityPage, type MessageContract } from '@tracker/contracts';

import type { AuthUser } from '../authentication/token-verifier.js';
import { KeptPages } from '../kept-answers/kept-pages.js';
import type { ServiceClients } from '../transport/service-clients.js';
import { ActivityController } from './activity.controller.js';

const ENV = { KEPT_ANSWERS_MB: 1, KEPT_ANSWERS_TTL_MS: 60_000 } as GatewayEnv;
const ED = { id: 'ed-id', username: 'Ed' } as AuthUser;
const FAYE = { id: 'faye-id', username: 'Faye' } as AuthUser;
const PAGE: ActivityPage = {
  items: [
    {
      id: 'entry',
      kind: 'added',
      anime: { id: 1, title: 'Cowboy Bebop', image: null },
      status: 'watching',
      score: null,
      episodes: null,
      at: '2026-12-07T03:00:00.000Z',
    },
  ],
  nextCursor: null,
};

/** The query of a first page, and of one after a cursor. */
const first = (limit: number) => ({ cursor: undefined, limit });
const later = (limit: number) => ({ cursor: 'next', limit });

function controller() {
  const asked: string[] = [];
  const send = jest.fn(async (contract: MessageContract<unknown, unknown>, payload: unknown) => {
    asked.push(`${contract.pattern} ${JSON.stringify(payload)}`);
    return contract === ACTIVITY.user
      ? { page: PAGE, ownerId: ED.id }
      : { page: PAGE, friendIds: [ED.id, 'hidden-friend'] };
  });
  const kept = new KeptPages(ENV);
  kept.follow({ subscriptionLosses: 0, broadcastsCaughtUp: async () => true });
  const routes = new ActivityController({ send } as unknown as ServiceClients, kept);
  return { routes, kept, asked };
}

describe(ActivityController.name, () => {
  it('answers the page alone in the envelope, without what it was built from', async () => {
    const { routes } = controller();
    const answer = JSON.parse((await routes.friends(FAYE, first(10))).toString());
    expect(answer).toEqual({ success: true, data: PAGE, error: null });
    expect(JSON.parse((await routes.user('Ed', undefined, first(5))).toString()).data).toEqual(PAGE);
  });

  it('keeps first pages, and reads a page after a cursor afresh each time', async () => {
    const { routes, asked } = controller();
    await routes.friends(FAYE, first(10));
    await routes.friends(FAYE, first(10));
    expect(asked).toHaveLength(1);
    await routes.friends(FAYE, later(10));
    await routes.friends(FAYE, later(10));
    await routes.user('Ed', undefined, later(5));
    await routes.user('Ed', undefined, later(5));
    expect(asked).toHaveLength(5);
  });

  it("keeps the owner's view apart from everyone else's, signed in or not", async () => {
    const { routes, asked } = controller();
    await routes.user('ed', ED, first(5));
    await routes.user('Ed', FAYE, first(5));
    await routes.user('ED', undefined, first(5));
    await routes.user('Ed', ED, first(5));
    expect(asked).toEqual([
      `${ACTIVITY.user.pattern} {"username":"ed","viewerId":"ed-id","query":{"limit":5}}`,
      `${ACTIVITY.user.pattern} {"username":"Ed","viewerId":"faye-id","query":{"limit":5}}`,
    ]);
  });

  it("drops a friends' feed when a friend hidden from it changes, and a page when its owner does", async () => {
    const { routes, kept, asked } = controller();
    await routes.friends(FAYE, first(10));
    await routes.user('Ed', undefined, first(5));
    kept.forgetUsers(['hidden-friend']);
    await routes.friends(FAYE, first(10));
    await routes.user('Ed', undefined, first(5));
    expect(asked).toHaveLength(3);
    kept.forgetUsers([ED.id]);
    await routes.user('Ed', undefined, first(5));
    expect(asked).toHaveLength(4);
  });

  it('keeps nothing when a token names the owner the answer does not', async () => {
    const { routes, asked } = controller();
    const impostor = { id: 'someone-else', username: 'Ed' } as AuthUser;
    await routes.user('Ed', impostor, first(5));
    await routes.user('Ed', impostor, first(5));
    expect(asked).toHaveLength(2);
  });
});
