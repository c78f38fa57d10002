import { malIdFromLinkState, parseLegacyAnimeLink, paths } from './paths';

describe('paths.anime.getHref', () => {
  it('builds the spec slug from the English title', () => {
    expect(
      paths.anime.getHref({
        mal_id: 5114,
        title: 'Hagane no Renkinjutsushi: Fullmetal Alchemist',
        title_english: 'Fullmetal Alchemist: Brotherhood',
      }),
    ).toBe('/anime/fullmetal-alchemist-brotherhood');
  });

  it('uses the original title when there is no English one', () => {
    expect(paths.anime.getHref({ mal_id: 52991, title: 'Sousou no Frieren', title_english: null })).toBe(
      '/anime/sousou-no-frieren',
    );
    expect(paths.anime.getHref({ mal_id: 59978, title: '葬送のフリーレン(第2期)' })).toBe(
      '/anime/葬送のフリーレン第2期',
    );
  });

  it('falls back to the mal_id when the title yields no slug', () => {
    expect(paths.anime.getHref({ mal_id: 7, title: '?!' })).toBe('/anime/7');
  });
});

describe('paths.anime.getState', () => {
  it('pins the mal_id, and malIdFromLinkState reads it back', () => {
    expect(malIdFromLinkState(paths.anime.getState({ mal_id: 1 }))).toBe(1);
  });

  it('ignores state that carries no usable mal_id', () => {
    expect(malIdFromLinkState(null)).toBeNull();
    expect(malIdFromLinkState({ malId: '1' })).toBeNull();
    expect(malIdFromLinkState({ malId: 0 })).toBeNull();
    expect(malIdFromLinkState({ from: '/' })).toBeNull();
  });
});

describe('parseLegacyAnimeLink', () => {
  it('reads the mal_id in front of the slug or on its own', () => {
    expect(parseLegacyAnimeLink('1-cowboy-bebop')).toEqual({ malId: 1, rest: 'cowboy-bebop' });
    expect(parseLegacyAnimeLink('5114')).toEqual({ malId: 5114, rest: null });
  });

  it('finds none in a slug without a numeric prefix', () => {
    expect(parseLegacyAnimeLink('cowboy-bebop')).toBeNull();
    expect(parseLegacyAnimeLink('0')).toBeNull();
    expect(parseLegacyAnimeLink('12abc')).toBeNull();
    expect(parseLegacyAnimeLink('12-')).toBeNull();
  });
});
