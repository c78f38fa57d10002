import { computeStatistics, type TitleActivity } from './list-statistics.js';

const title = (overrides: Partial<TitleActivity>): TitleActivity => ({
  status: null,
  isFavorite: false,
  score: null,
  episodesWatched: 0,
  episodesThisYear: 0,
  completedThisYear: false,
  minutesPerEpisode: null,
  lastChange: null,
  ...overrides,
});

describe(computeStatistics.name, () => {
  const now = new Date('2026-11-23T12:00:00Z');

  it('is all zeros for a user with nothing, dated now', () => {
    expect(computeStatistics([], now)).toEqual({
      totalAnime: 0,
      completedAnime: 0,
      watchingAnime: 0,
      onHoldAnime: 0,
      droppedAnime: 0,
      planToWatchAnime: 0,
      favoriteAnime: 0,
      totalEpisodes: 0,
      totalWatchTimeMinutes: 0,
      animeCompletedThisYear: 0,
      episodesThisYear: 0,
      meanScore: null,
      lastUpdated: '2026-11-23T12:00:00.000Z',
    });
  });

  it('counts statuses, favorites, episodes, watch time and this year from each title', () => {
    const statistics = computeStatistics(
      [
        title({
          status: 'completed',
          score: 9,
          episodesWatched: 26,
          episodesThisYear: 4,
          completedThisYear: true,
          minutesPerEpisode: 24,
          lastChange: '2026-03-01T00:00:00Z',
        }),
        title({ status: 'completed', score: 6, episodesWatched: 1, minutesPerEpisode: 115 }),
        title({
          status: 'watching',
          isFavorite: true,
          episodesWatched: 3,
          episodesThisYear: 3,
          minutesPerEpisode: 23.5,
          lastChange: '2026-11-20T08:00:00Z',
        }),
        title({ isFavorite: true, score: 8 }),
        // Episodes watched of a title on no list still count; an unknown duration adds no time.
        title({ episodesWatched: 2, episodesThisYear: 2 }),
        title({ status: 'plan_to_watch' }),
      ],
      now,
    );
    expect(statistics).toEqual({
      totalAnime: 4,
      completedAnime: 2,
      watchingAnime: 1,
      onHoldAnime: 0,
      droppedAnime: 0,
      planToWatchAnime: 1,
      favoriteAnime: 2,
      totalEpisodes: 32,
      // 26 × 24 + 1 × 115 + 3 × 23.5 = 624 + 115 + 70.5, rounded.
      totalWatchTimeMinutes: 810,
      animeCompletedThisYear: 1,
      episodesThisYear: 9,
      meanScore: 7.7,
      lastUpdated: '2026-11-20T08:00:00.000Z',
    });
  });
});
