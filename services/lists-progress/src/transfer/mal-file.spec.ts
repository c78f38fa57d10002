import { serializeMalXml } from '@tracker/domain';

import { badRequestWith, malEntry, refusalOf, storedEntry, titleInfo } from '../../test/support/factories.js';
import { malEntryOf, readImportFile, unmatchedReason } from './mal-file.js';

/** A MyAnimeList export holding `count` titles. */
const exportOf = (count: number) =>
  serializeMalXml({
    username: 'spike',
    entries: Array.from({ length: count }, (_, n) => malEntry({ animeId: n + 1, title: `Title ${n + 1}` })),
  });

describe(readImportFile.name, () => {
  it('reads the entries of an export', () => {
    expect(readImportFile(exportOf(2)).map((entry) => [entry.animeId, entry.title])).toEqual([
      [1, 'Title 1'],
      [2, 'Title 2'],
    ]);
  });

  it("refuses XML that is not MyAnimeList's, with the parser's reason", async () => {
    expect(await refusalOf(() => readImportFile('<html><body>hi</body></html>'))).toEqual(
      badRequestWith('The file is not a MyAnimeList export: it has no <myanimelist> element.'),
    );
  });

  it('refuses more than 5000 titles at once, counting them', async () => {
    expect(await refusalOf(() => readImportFile(exportOf(5_001)))).toEqual(
      badRequestWith('The file holds 5001 titles; at most 5000 can be imported at once.'),
    );
  });
});

describe(unmatchedReason.name, () => {
  it('has none for an entry with an id and one of the five statuses', () => {
    expect(unmatchedReason(malEntry())).toBeNull();
  });

  it('names a missing id first', () => {
    expect(unmatchedReason(malEntry({ animeId: null, status: null }))).toBe(
      'The entry has no series_animedb_id.',
    );
  });

  it("quotes a status MyAnimeList's five do not include", () => {
    expect(unmatchedReason(malEntry({ status: null, statusText: 'Rewatching' }))).toBe(
      "Unknown my_status 'Rewatching': expected Watching, Completed, On-Hold, Dropped or Plan to Watch.",
    );
  });
});

describe(malEntryOf.name, () => {
  it("writes the entry with the catalogue's title, type and episode count", () => {
    expect(
      malEntryOf(
        storedEntry({
          animeId: 1,
          status: 'completed',
          score: 9,
          episodesWatched: 26,
          timesRewatched: 2,
          completedAt: '2025-03-01T18:30:00.000Z',
        }),
        titleInfo(),
      ),
    ).toEqual({
      animeId: 1,
      title: 'Cowboy Bebop',
      type: 'TV',
      episodes: 26,
      watchedEpisodes: 26,
      startDate: null,
      finishDate: '2025-03-01',
      score: 9,
      status: 'completed',
      statusText: '',
      timesWatched: 2,
      tags: [],
    });
  });

  it('names a title the catalogue does not describe by its id', () => {
    expect(malEntryOf(storedEntry({ animeId: 77 }), undefined)).toMatchObject({
      title: 'Anime 77',
      type: '',
      episodes: null,
    });
  });

  it('keeps the favorite and private flags as tags, so an import brings them back', () => {
    expect(malEntryOf(storedEntry({ isFavorite: true, isPrivate: true }), titleInfo()).tags).toEqual([
      'favorite',
      'private',
    ]);
  });
});
