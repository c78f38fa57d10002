import { malIdFromSlug, paths } from './paths';

describe('paths.anime.getHref', () => {
  it('prefixes the title slug with the mal_id', () => {
    expect(paths.anime.getHref({ mal_id: 1, title: 'Cowboy Bebop', title_english: 'Cowboy Bebop' })).toBe(
      '/anime/1-cowboy-bebop',
    );
  });

  it('uses the bare mal_id when the title yields no slug', () => {
    expect(paths.anime.getHref({ mal_id: 7, title: '?!' })).toBe('/anime/7');
  });
});

describe('malIdFromSlug', () => {
  it('reads the mal_id in front of the slug or on its own', () => {
    expect(malIdFromSlug('1-cowboy-bebop')).toBe(1);
    expect(malIdFromSlug('5114')).toBe(5114);
  });

  it('finds none in a slug without a numeric prefix', () => {
    expect(malIdFromSlug('cowboy-bebop')).toBeNull();
    expect(malIdFromSlug('0')).toBeNull();
    expect(malIdFromSlug('12abc')).toBeNull();
  });
});
