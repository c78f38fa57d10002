import { animeSlug } from './anime-slug.js';

describe('animeSlug', () => {
  it('uses the English title when there is one', () => {
    expect(animeSlug({ title: 'Shingeki no Kyojin', title_english: 'Attack on Titan' })).toBe(
      'attack-on-titan',
    );
  });

  it('falls back to the original title when the English one is missing or blank', () => {
    expect(animeSlug({ title: 'Shingeki no Kyojin', title_english: null })).toBe('shingeki-no-kyojin');
    expect(animeSlug({ title: 'Shingeki no Kyojin', title_english: '  ' })).toBe('shingeki-no-kyojin');
    expect(animeSlug({ title: 'Shingeki no Kyojin' })).toBe('shingeki-no-kyojin');
  });
});
