import { randomUUID } from 'node:crypto';

import { type MessageContract, NOTIFICATIONS } from '@tracker/contracts';

import { jstWeekOf, WatchNext } from '../src/notifications/watch-next/watch-next.js';
import { accounts, recommendationsOff } from './support/fake-auth-user.js';
import { listers, suggestions, suggestionsDown } from './support/fake-catalogue-lists.js';
import { describeSocial } from './support/social-suite.js';

const WEEK = 7 * 24 * 60 * 60_000;
/** Monday 30 November 2026, 10:00 JST. */
const MONDAY = Date.parse('2026-11-30T01:00:00Z');

describe('jstWeekOf', () => {
  it("names a JST week by its Monday's date, whatever the UTC date", () => {
    expect(jstWeekOf(new Date(MONDAY))).toBe('2026-11-30');
    // Sunday 29 November 15:30 UTC is already Monday in Japan; Sunday 6 December 23:59 JST is the same week.
    expect(jstWeekOf(new Date('2026-11-29T15:30:00Z'))).toBe('2026-11-30');
    expect(jstWeekOf(new Date('2026-12-06T14:59:00Z'))).toBe('2026-11-30');
  });
});

describeSocial({ withCatalogueAndLists: true }, (subject) => {
  const call = <Q, R>(contract: MessageContract<Q, R>, payload: Q) =>
    subject().harness.send(contract, payload);
  const run = (at: number) => subject().harness.app.get(WatchNext).run(new Date(at));
  const person = () => {
    const id = randomUUID();
    accounts.set(id, { id, username: `lister_${id.slice(0, 8)}`, displayName: 'Lister', avatar_url: null });
    listers.push(id);
    return id;
  };
  const watchNextOf = async (userId: string) =>
    (await call(NOTIFICATIONS.list, { userId, query: {} })).notifications.map(({ kind, anime }) => ({
      kind,
      anime,
    }));

  const [ayla, bram, quiet, empty, late] = [person(), person(), person(), person(), person()];
  beforeAll(() => {
    suggestions.set(ayla, [
      { mal_id: 52991, title: 'Frieren' },
      { mal_id: 1, title: 'Cowboy Bebop' },
    ]);
    suggestions.set(bram, [{ mal_id: 5114, title: 'Fullmetal Alchemist: Brotherhood' }]);
    suggestions.set(quiet, [{ mal_id: 1, title: 'Cowboy Bebop' }]);
    suggestions.set(late, [{ mal_id: 820, title: 'Ginga Eiyuu Densetsu' }]);
    recommendationsOff.add(quiet);
    suggestionsDown.add(late);
  });

  it('only marks the week on its first run', async () => {
    expect(await run(MONDAY)).toEqual({ created: 0 });
    expect(await watchNextOf(ayla)).toEqual([]);
  });

  it("names each user's top suggestion once a week, unless switched off or there is none", async () => {
    expect(await run(MONDAY + WEEK)).toEqual({ created: 2 });
    expect(await watchNextOf(ayla)).toEqual([{ kind: 'watch_next', anime: { id: 52991, title: 'Frieren' } }]);
    expect(await watchNextOf(bram)).toMatchObject([{ kind: 'watch_next', anime: { id: 5114 } }]);
    for (const nobody of [quiet, empty, late]) expect(await watchNextOf(nobody)).toEqual([]);
  });

  it('takes up a user whose suggestions could not be read at the next run, making no one a second', async () => {
    suggestionsDown.delete(late);
    expect(await run(MONDAY + WEEK + 60_000)).toEqual({ created: 1 });
    expect(await watchNextOf(late)).toMatchObject([{ anime: { id: 820 } }]);
    // The week is done now: later runs in it ask nobody.
    suggestionsDown.add(ayla);
    expect(await run(MONDAY + WEEK + 120_000)).toEqual({ created: 0 });
    suggestionsDown.delete(ayla);
    expect(await watchNextOf(ayla)).toHaveLength(1);
  });

  it("makes next week's once each when two replicas run at once", async () => {
    const runs = await Promise.all([run(MONDAY + 2 * WEEK), run(MONDAY + 2 * WEEK)]);
    expect(runs.reduce((sum, { created }) => sum + created, 0)).toBe(3);
    for (const user of [ayla, bram, late]) expect(await watchNextOf(user)).toHaveLength(2);
  });
});
