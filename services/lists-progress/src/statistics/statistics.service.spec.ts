import { titleInfo } from '../../test/support/factories.js';
import { type ActivityRow, type StatisticsScope, titleActivity } from './statistics.service.js';

/** Title 1 watching, 3 episodes watched this year, a favorite, changed on 2 March 2026. */
const row = (overrides: Partial<ActivityRow> = {}): ActivityRow => ({
  anime_id: 1,
  status: 'watching',
  is_favorite: true,
  score: 8,
  watched: 3,
  watched_this_year: 3,
  completed_this_year: false,
  last_change: new Date('2026-03-02T10:00:00.000Z'),
  ...overrides,
});

const OWNER: StatisticsScope = { includePrivate: true, includeFavorites: true };
const titles = new Map([[1, titleInfo({ animeId: 1, minutesPerEpisode: 24 })]]);

describe(titleActivity.name, () => {
  it("answers the row's activity with the title's minutes per episode", () => {
    expect(titleActivity(row(), titles, OWNER)).toEqual({
      status: 'watching',
      isFavorite: true,
      score: 8,
      episodesWatched: 3,
      episodesThisYear: 3,
      completedThisYear: false,
      minutesPerEpisode: 24,
      lastChange: '2026-03-02T10:00:00.000Z',
    });
  });

  it('counts no favorite for a viewer the owner hides favorites from', () => {
    expect(titleActivity(row(), titles, { includePrivate: false, includeFavorites: false }).isFavorite).toBe(
      false,
    );
  });

  it('has no duration for a title the catalogue does not describe', () => {
    expect(titleActivity(row({ anime_id: 2 }), titles, OWNER).minutesPerEpisode).toBeNull();
  });

  it('has no last change for a row that never changed', () => {
    expect(titleActivity(row({ last_change: null }), titles, OWNER).lastChange).toBeNull();
  });
});
