import {
  EPISODES_PER_PAGE,
  type EpisodeSynthesisSource,
  synthesiseEpisodes,
} from './synthesised-episodes.js';

const anime = (overrides: Partial<EpisodeSynthesisSource> = {}): EpisodeSynthesisSource => ({
  mal_id: 5114,
  title: 'Some Title',
  type: 'TV',
  episodes: 3,
  ...overrides,
});

const titles = (source: EpisodeSynthesisSource) => synthesiseEpisodes(source).data.map(({ title }) => title);

describe('synthesiseEpisodes', () => {
  it('numbers episode ids as the anime id times 1000 plus the episode number', () => {
    expect(synthesiseEpisodes(anime()).data.map(({ mal_id }) => mal_id)).toEqual([5114001, 5114002, 5114003]);
  });

  it.each([
    ['Movie', ['Part 1', 'Part 2']],
    ['Special', ['Special 1', 'Special 2']],
    ['OVA', ['OVA 1', 'OVA 2']],
    ['ONA', ['Episode 1', 'Episode 2']],
    ['TV', ['Episode 1', 'Episode 2']],
    ['Music', ['Episode 1', 'Episode 2']],
    [null, ['Episode 1', 'Episode 2']],
  ])('names the episodes of a %s title %p', (type, expected) => {
    expect(titles(anime({ type, episodes: 2 }))).toEqual(expected);
  });

  it('matches the type case-insensitively', () => {
    expect(titles(anime({ type: 'movie', episodes: 2 }))).toEqual(['Part 1', 'Part 2']);
  });

  it('names the only episode of a single-episode title after the anime', () => {
    expect(titles(anime({ type: 'Movie', title: 'Kimi no Na wa.', episodes: 1 }))).toEqual([
      'Kimi no Na wa.',
    ]);
  });

  it('treats an unknown or invalid episode count as a single episode', () => {
    expect(titles(anime({ episodes: null }))).toEqual(['Some Title']);
    expect(titles(anime({ episodes: 0 }))).toEqual(['Some Title']);
    expect(titles(anime({ episodes: 2.5 }))).toEqual(['Some Title']);
  });

  it('returns episodes in the spec §3 shape with the unknown fields empty', () => {
    expect(synthesiseEpisodes(anime({ episodes: 1 })).data).toEqual([
      {
        mal_id: 5114001,
        url: null,
        title: 'Some Title',
        title_japanese: null,
        title_romanji: null,
        aired: null,
        score: null,
        filler: false,
        recap: false,
        forum_url: null,
      },
    ]);
  });

  it('describes a single page', () => {
    expect(synthesiseEpisodes(anime()).pagination).toEqual({
      last_visible_page: 1,
      has_next_page: false,
      current_page: 1,
      items: { count: 3, total: 3, per_page: 100 },
    });
  });

  it('pages by 100 like the public database', () => {
    const long = anime({ episodes: 250 });
    const first = synthesiseEpisodes(long);
    expect(first.data).toHaveLength(EPISODES_PER_PAGE);
    expect(first.pagination).toEqual({
      last_visible_page: 3,
      has_next_page: true,
      current_page: 1,
      items: { count: 100, total: 250, per_page: 100 },
    });

    const third = synthesiseEpisodes(long, 3);
    expect(third.data.map(({ title }) => title)[0]).toBe('Episode 201');
    expect(third.data.at(-1)?.mal_id).toBe(5114250);
    expect(third.pagination).toMatchObject({ has_next_page: false, current_page: 3, items: { count: 50 } });
  });

  it('returns an empty page past the last one', () => {
    const past = synthesiseEpisodes(anime(), 2);
    expect(past.data).toEqual([]);
    expect(past.pagination).toMatchObject({
      last_visible_page: 1,
      has_next_page: false,
      items: { count: 0 },
    });
  });
});
