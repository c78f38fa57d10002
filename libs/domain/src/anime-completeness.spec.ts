import { hasNumericMalId, isCompleteAnime } from './anime-completeness.js';

const imageSet = (url: string | null) => ({ image_url: url, small_image_url: null, large_image_url: null });

const record = (overrides: Record<string, unknown> = {}) => ({
  images: { jpg: imageSet('https://cdn.example/1.jpg'), webp: imageSet(null) },
  genres: [{ mal_id: 1, type: 'anime', name: 'Action', url: '' }],
  synopsis: 'A bounty hunter crew drifts through space.',
  ...overrides,
});

describe('isCompleteAnime', () => {
  it('accepts a record with an image, a genre and a synopsis', () => {
    expect(isCompleteAnime(record())).toBe(true);
  });

  it('accepts an image in either format and any size', () => {
    expect(
      isCompleteAnime(record({ images: { jpg: imageSet(null), webp: imageSet('https://x/1.webp') } })),
    ).toBe(true);
    expect(
      isCompleteAnime(
        record({
          images: {
            jpg: { image_url: null, small_image_url: null, large_image_url: 'https://x/l.jpg' },
            webp: imageSet(null),
          },
        }),
      ),
    ).toBe(true);
  });

  it('rejects a record without images or whose image URLs are all empty', () => {
    expect(isCompleteAnime(record({ images: null }))).toBe(false);
    expect(isCompleteAnime(record({ images: undefined }))).toBe(false);
    expect(isCompleteAnime(record({ images: { jpg: imageSet(null), webp: imageSet('  ') } }))).toBe(false);
  });

  it('rejects a record without genres', () => {
    expect(isCompleteAnime(record({ genres: [] }))).toBe(false);
    expect(isCompleteAnime(record({ genres: null }))).toBe(false);
  });

  it('rejects a record without a synopsis or with a blank one', () => {
    expect(isCompleteAnime(record({ synopsis: null }))).toBe(false);
    expect(isCompleteAnime(record({ synopsis: ' \n ' }))).toBe(false);
  });
});

describe('hasNumericMalId', () => {
  it('accepts a record with a positive whole mal_id', () => {
    expect(hasNumericMalId({ mal_id: 1 })).toBe(true);
  });

  it.each([
    [{ mal_id: '1' }],
    [{ mal_id: null }],
    [{ mal_id: Number.NaN }],
    [{ mal_id: 1.5 }],
    [{ mal_id: 0 }],
    [{ title: 'Cowboy Bebop' }],
    [null],
    ['1'],
  ])('rejects %p', (value) => {
    expect(hasNumericMalId(value)).toBe(false);
  });
});
