import type { Anime } from '@tracker/contracts';
import { SerializedJson } from '@tracker/redis';

import { AnimeCache, type CachedAnime } from './anime-cache.js';

function cached(id: number, title = `Title ${id}`): CachedAnime {
  return {
    anime: { mal_id: id, title } as Anime,
    json: new SerializedJson({ mal_id: id, title }),
    enrichment: { malId: id, complete: true, fetchedAt: null },
  };
}

describe(AnimeCache.name, () => {
  let now: number;
  const cache = (ttlMs = 1000, maxEntries = 3) => new AnimeCache(ttlMs, maxEntries, () => now);

  beforeEach(() => {
    now = 0;
  });

  it('serves what was stored until its lifetime ends', () => {
    const titles = cache();
    titles.set(1, cached(1), titles.ticket());
    now = 999;
    expect(titles.get(1)?.anime.title).toBe('Title 1');
    now = 1000;
    expect(titles.get(1)).toBeUndefined();
    expect(titles.size).toBe(0);
  });

  it('drops the least recently read title when full', () => {
    const titles = cache();
    for (const id of [1, 2, 3]) titles.set(id, cached(id), titles.ticket());
    titles.get(1);
    titles.set(4, cached(4), titles.ticket());
    expect(titles.size).toBe(3);
    expect(titles.get(2)).toBeUndefined();
    expect([1, 3, 4].map((id) => titles.get(id)?.anime.mal_id)).toEqual([1, 3, 4]);
  });

  it('forgets invalidated titles and keeps the others', () => {
    const titles = cache();
    for (const id of [1, 2]) titles.set(id, cached(id), titles.ticket());
    titles.invalidate([1]);
    expect(titles.get(1)).toBeUndefined();
    expect(titles.get(2)?.anime.mal_id).toBe(2);
  });

  it('refuses a read that started before an invalidation, so it never puts back the old row', () => {
    const titles = cache();
    const ticket = titles.ticket();
    titles.invalidate([1]);
    titles.set(1, cached(1, 'Before the change'), ticket);
    expect(titles.get(1)).toBeUndefined();
    titles.set(1, cached(1, 'After the change'), titles.ticket());
    expect(titles.get(1)?.anime.title).toBe('After the change');
  });

  it('hands out titles no reader can change for the others', () => {
    const titles = cache();
    titles.set(1, { ...cached(1), anime: { mal_id: 1, title: 'Kept', genres: [{ mal_id: 1 }] } as Anime }, 0);
    const { anime } = titles.get(1)!;
    expect(() => Object.assign(anime, { title: 'Changed' })).toThrow(TypeError);
    expect(() => anime.genres.push({ mal_id: 2 } as Anime['genres'][number])).toThrow(TypeError);
    expect(titles.get(1)?.anime).toEqual({ mal_id: 1, title: 'Kept', genres: [{ mal_id: 1 }] });
  });

  it('replaces a stored title with a newer read and restarts its lifetime', () => {
    const titles = cache();
    titles.set(1, cached(1, 'First'), titles.ticket());
    now = 600;
    titles.set(1, cached(1, 'Second'), titles.ticket());
    now = 1200;
    expect(titles.get(1)?.anime.title).toBe('Second');
    expect(titles.size).toBe(1);
  });
});
