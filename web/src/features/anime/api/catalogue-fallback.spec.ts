import { buildAnime } from '../../../testing/anime-factory';
import { ok } from '../../../testing/envelope';
import { mockFetch } from '../../../testing/mock-fetch';
import { startCatalogueSession } from '../../catalogue-fallback/catalogue-session';
import { getAnime } from './get-anime';
import { getCurrentSeason } from './get-current-season';
import { getTopAnime } from './get-top-anime';
import { searchAnime } from './search-anime';

const JIKAN = 'https://api.jikan.moe/v4';
const gatewayDown = { status: 502, body: '<html>Bad Gateway</html>' };

describe('catalogue reads while the backend is down', () => {
  beforeEach(() => startCatalogueSession());
  afterEach(() => jest.useRealTimers());

  it('reads the top list from the public API, in our page shape', async () => {
    const top = Array.from({ length: 25 }, () => buildAnime());
    mockFetch({
      '/api/database/top?page=1': gatewayDown,
      [`${JIKAN}/top/anime?page=1`]: { body: { data: top, pagination: { has_next_page: true } } },
    });

    await expect(getTopAnime(1)).resolves.toEqual({ items: top, page: 1, hasNext: true });
  });

  it('goes straight to the public API during the cool-down', async () => {
    const season = [buildAnime({ season: 'fall', year: 2026 })];
    const fetchMock = mockFetch({
      '/api/database/anime/7': gatewayDown,
      [`${JIKAN}/anime/7`]: { body: { data: buildAnime({ mal_id: 7 }) } },
      [`${JIKAN}/seasons/now?page=1`]: { body: { data: season } },
    });

    jest.useFakeTimers({ now: new Date('2026-11-25T12:00:00Z') });
    await getAnime(7);
    const read = getCurrentSeason(1);
    // The public API's 1.5 s gap between requests.
    await jest.advanceTimersByTimeAsync(1_500);
    await expect(read).resolves.toEqual({
      items: season,
      page: 1,
      hasNext: false,
      total: 1,
      season: 'fall',
      year: 2026,
      calendar: { season: 'fall', year: 2026 },
    });
    expect(fetchMock).not.toHaveBeenCalledWith('/api/database/current-season?page=1', expect.anything());
  });

  it("says the spec's search message when the public API fails too", async () => {
    mockFetch({
      '/api/database/search?q=frieren': gatewayDown,
      [`${JIKAN}/anime?q=frieren&page=1&limit=25`]: { status: 500, body: {} },
    });

    await expect(searchAnime({ q: 'frieren' })).rejects.toMatchObject({
      message: 'Search temporarily unavailable. Please try again in a moment.',
    });
  });

  it('uses our backend while it answers', async () => {
    const anime = buildAnime({ mal_id: 9 });
    const fetchMock = mockFetch({ '/api/database/anime/9': { body: ok(anime) } });

    await expect(getAnime(9)).resolves.toEqual(anime);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
