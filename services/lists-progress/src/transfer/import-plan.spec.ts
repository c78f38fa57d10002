import { malEntry, storedEntry, titleInfo } from '../../test/support/factories.js';
import { matches, plan } from './import-plan.js';

describe(plan.name, () => {
  it("takes MAL's status, score, rewatches and episodes over the catalogue's title", () => {
    const planned = plan(
      malEntry({ animeId: 1, status: 'on_hold', score: 7, timesWatched: 2, watchedEpisodes: 10 }),
      titleInfo({ animeId: 1 }),
      undefined,
    );
    expect(planned).toMatchObject({
      animeId: 1,
      changes: { status: 'on_hold', score: 7, timesRewatched: 2 },
      watchedEpisodes: 10,
      existing: undefined,
    });
  });

  it("caps episodes at the title's count, and rewatches at 1000", () => {
    const planned = plan(
      malEntry({ watchedEpisodes: 40, timesWatched: 5_000 }),
      titleInfo({ episodes: 26 }),
      undefined,
    );
    expect(planned.watchedEpisodes).toBe(26);
    expect(planned.changes.timesRewatched).toBe(1_000);
  });

  it('caps episodes at 10000 when the title has no known count', () => {
    expect(
      plan(malEntry({ watchedEpisodes: 20_000 }), titleInfo({ episodes: null }), undefined),
    ).toMatchObject({
      watchedEpisodes: 10_000,
    });
  });

  it("switches the favorite and private flags on from the file's tags, and leaves them alone otherwise", () => {
    const tagged = plan(malEntry({ tags: ['favorite', 'private'] }), titleInfo(), undefined);
    expect(tagged.changes).toMatchObject({ isFavorite: true, isPrivate: true });
    const untagged = plan(malEntry({ tags: ['rewatch later'] }), titleInfo(), undefined);
    expect(untagged.changes).not.toHaveProperty('isFavorite');
    expect(untagged.changes).not.toHaveProperty('isPrivate');
  });

  it('dates a completed title and its episodes by the finish date', () => {
    const planned = plan(
      malEntry({ status: 'completed', startDate: '2025-01-05', finishDate: '2025-03-01' }),
      titleInfo(),
      undefined,
    );
    expect(planned.changes.completedAt).toEqual(new Date('2025-03-01T00:00:00Z'));
    expect(planned.watchedAt).toEqual(new Date('2025-03-01T00:00:00Z'));
  });

  it('dates episodes by the start date when there is no finish date, and keeps any completion date', () => {
    const planned = plan(malEntry({ status: 'completed', startDate: '2025-01-05' }), titleInfo(), undefined);
    expect(planned.changes).not.toHaveProperty('completedAt');
    expect(planned.watchedAt).toEqual(new Date('2025-01-05T00:00:00Z'));
  });

  it('sets no completion date for a title that is not completed', () => {
    const planned = plan(malEntry({ status: 'dropped', finishDate: '2025-03-01' }), titleInfo(), undefined);
    expect(planned.changes).not.toHaveProperty('completedAt');
  });
});

describe(matches.name, () => {
  /** An entry as a file of `mal` would leave it, and that file planned over it. */
  const importedTwice = (mal: Parameters<typeof malEntry>[0], stored: Parameters<typeof storedEntry>[0]) =>
    plan(malEntry(mal), titleInfo(), storedEntry(stored));

  it('is false for a title not on the lists yet', () => {
    expect(matches(plan(malEntry(), titleInfo(), undefined))).toBe(false);
  });

  it('is true when the entry already is what the file says', () => {
    expect(
      matches(
        importedTwice(
          { status: 'completed', score: 9, timesWatched: 1, watchedEpisodes: 26, finishDate: '2025-03-01' },
          {
            status: 'completed',
            score: 9,
            timesRewatched: 1,
            episodesWatched: 26,
            completedAt: '2025-03-01T00:00:00.000Z',
          },
        ),
      ),
    ).toBe(true);
  });

  it.each([
    ['the status', { status: 'on_hold' as const }],
    ['the score', { score: 6 }],
    ['the rewatches', { timesRewatched: 3 }],
    ['the episodes', { episodesWatched: 4 }],
  ])('is false when %s differs', (_, stored) => {
    expect(matches(importedTwice({}, stored))).toBe(false);
  });

  it('is false when the file would switch on a flag the entry lacks, true once it has it', () => {
    expect(matches(importedTwice({ tags: ['favorite'] }, {}))).toBe(false);
    expect(matches(importedTwice({ tags: ['favorite'] }, { isFavorite: true }))).toBe(true);
    expect(matches(importedTwice({ tags: ['private'] }, {}))).toBe(false);
  });

  it('ignores flags the file says nothing of', () => {
    expect(matches(importedTwice({}, { isFavorite: true, isPrivate: true }))).toBe(true);
  });

  it('compares completion by day, and is false for another day', () => {
    const completed = { status: 'completed' as const, finishDate: '2025-03-01' };
    expect(
      matches(importedTwice(completed, { status: 'completed', completedAt: '2025-03-01T18:30:00.000Z' })),
    ).toBe(true);
    expect(
      matches(importedTwice(completed, { status: 'completed', completedAt: '2025-03-02T00:00:00.000Z' })),
    ).toBe(false);
  });
});
