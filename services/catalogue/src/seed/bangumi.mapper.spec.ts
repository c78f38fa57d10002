import { broadcastSlot, mapBangumiData, mapBangumiItem } from './bangumi.mapper.js';
import type { BangumiData, BangumiItem } from './bangumi-item.js';

const siteMeta: BangumiData['siteMeta'] = {
  mal: { title: 'MyAnimeList', urlTemplate: 'https://myanimelist.net/anime/{{id}}', type: 'info' },
  anidb: { title: 'AniDB', urlTemplate: 'https://anidb.net/anime/{{id}}', type: 'info' },
  netflix: { title: 'Netflix', urlTemplate: 'https://www.netflix.com/title/{{id}}', type: 'onair' },
  dmhy: {
    title: '动漫花园',
    urlTemplate: 'https://share.dmhy.org/topics/list?keyword={{id}}',
    type: 'resource',
  },
};

function item(overrides: Partial<BangumiItem> = {}): BangumiItem {
  return {
    title: 'ダンジョン飯',
    titleTranslate: { en: ['Delicious in Dungeon', 'Dungeon Meshi'], 'zh-Hans': ['迷宫饭'] },
    type: 'tv',
    lang: 'ja',
    officialSite: 'https://delicious-in-dungeon.com/',
    begin: '2024-01-04T13:30:00.000Z',
    end: '2024-06-13T13:30:00.000Z',
    broadcast: 'R/2024-01-04T13:30:00.000Z/P7D',
    sites: [
      { site: 'mal', id: '52701' },
      { site: 'anidb', id: '17508' },
      { site: 'netflix', id: '81473840' },
      { site: 'dmhy', id: 'dungeon' },
    ],
    ...overrides,
  };
}

const now = new Date('2026-11-22T00:00:00Z');

describe('mapBangumiItem', () => {
  it('maps ids, titles, type, dates and season in JST', () => {
    const row = mapBangumiItem(item(), siteMeta, now);
    expect(row).toMatchObject({
      malId: 52701,
      title: 'ダンジョン飯',
      titleEnglish: 'Delicious in Dungeon',
      titleJapanese: 'ダンジョン飯',
      titleSynonyms: ['Dungeon Meshi', '迷宫饭'],
      type: 'TV',
      status: 'Finished Airing',
      airing: false,
      season: 'winter',
      year: 2024,
    });
    expect(row?.titles).toEqual([
      { type: 'Default', title: 'ダンジョン飯' },
      { type: 'Japanese', title: 'ダンジョン飯' },
      { type: 'English', title: 'Delicious in Dungeon' },
    ]);
    expect(row?.airedFrom?.toISOString()).toBe('2024-01-04T13:30:00.000Z');
  });

  it('converts the weekly broadcast to its JST day and time', () => {
    // 13:30 UTC on a Thursday is 22:30 JST the same day.
    expect(mapBangumiItem(item(), siteMeta, now)).toMatchObject({
      broadcastDay: 'Thursdays',
      broadcastTime: '22:30',
    });
    // 16:00 UTC on a Saturday is 01:00 JST on Sunday.
    expect(broadcastSlot('R/2026-04-11T16:00:00.000Z/P7D')).toEqual({ day: 'Sundays', time: '01:00' });
  });

  it('leaves the broadcast empty when it is not weekly', () => {
    expect(broadcastSlot('R/2026-04-11T16:00:00.000Z/P1D')).toBeNull();
    expect(broadcastSlot('')).toBeNull();
    expect(broadcastSlot(undefined)).toBeNull();
  });

  it('puts the season of a late-December JST start in its JST month', () => {
    // 2025-12-31T16:00Z is already 2026-01-01 in Tokyo: winter 2026.
    expect(mapBangumiItem(item({ begin: '2025-12-31T16:00:00.000Z' }), siteMeta, now)).toMatchObject({
      season: 'winter',
      year: 2026,
    });
  });

  it('links the official site and streaming/info sites, but not MAL itself or resource sites', () => {
    expect(mapBangumiItem(item(), siteMeta, now)?.externalLinks).toEqual([
      { name: 'Official Site', url: 'https://delicious-in-dungeon.com/' },
      { name: 'AniDB', url: 'https://anidb.net/anime/17508' },
      { name: 'Netflix', url: 'https://www.netflix.com/title/81473840' },
    ]);
  });

  it('decides airing status from the dates relative to now', () => {
    const status = (overrides: Partial<BangumiItem>) =>
      mapBangumiItem(item(overrides), siteMeta, now)?.status;
    expect(status({ begin: '2027-01-05T15:00:00.000Z', end: '' })).toBe('Not yet aired');
    expect(status({ begin: '2026-10-05T15:00:00.000Z', end: '' })).toBe('Currently Airing');
    expect(status({ begin: '2026-10-05T15:00:00.000Z', end: '2027-03-20T15:00:00.000Z' })).toBe(
      'Currently Airing',
    );
    expect(status({ begin: '2015-10-05T15:00:00.000Z', end: '' })).toBe('Finished Airing');
    expect(status({ type: 'movie', begin: '2026-10-05T15:00:00.000Z', end: '', broadcast: '' })).toBe(
      'Finished Airing',
    );
  });

  it('maps the four bangumi types and falls back to the English title', () => {
    expect(mapBangumiItem(item({ type: 'web' }), siteMeta, now)?.type).toBe('ONA');
    expect(mapBangumiItem(item({ type: 'movie' }), siteMeta, now)?.type).toBe('Movie');
    expect(mapBangumiItem(item({ type: 'ova' }), siteMeta, now)?.type).toBe('OVA');
    expect(mapBangumiItem(item({ title: ' ', lang: 'en' }), siteMeta, now)).toMatchObject({
      title: 'Delicious in Dungeon',
      titleJapanese: null,
    });
  });

  it('skips items without a usable MAL id', () => {
    expect(mapBangumiItem(item({ sites: [{ site: 'anidb', id: '1' }] }), siteMeta, now)).toBeNull();
    expect(mapBangumiItem(item({ sites: [{ site: 'mal', id: 'abc' }] }), siteMeta, now)).toBeNull();
  });

  it('gives the same hash to the same record and another to a changed one', () => {
    const first = mapBangumiItem(item(), siteMeta, now)?.seedHash;
    expect(mapBangumiItem(item(), siteMeta, now)?.seedHash).toBe(first);
    expect(mapBangumiItem(item({ officialSite: '' }), siteMeta, now)?.seedHash).not.toBe(first);
  });
});

describe('mapBangumiData', () => {
  it('keeps the first listing of a repeated MAL id', () => {
    const rows = mapBangumiData({ siteMeta, items: [item(), item({ title: 'Second listing' })] }, now);
    expect(rows).toHaveLength(1);
    expect(rows[0].title).toBe('ダンジョン飯');
  });

  it('maps the real bangumi-data package: thousands of titles, each with a unique id', async () => {
    const { default: data } = await import('bangumi-data');
    const rows = mapBangumiData(data, now);
    expect(rows.length).toBeGreaterThan(7000);
    expect(new Set(rows.map((row) => row.malId)).size).toBe(rows.length);
    expect(rows.every((row) => row.broadcastTime === null || /^\d{2}:\d{2}$/.test(row.broadcastTime))).toBe(
      true,
    );
  });
});
