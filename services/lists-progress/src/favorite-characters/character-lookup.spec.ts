import type { JikanCharacterRole } from '@tracker/contracts';

import { refusalOf } from '../../test/support/factories.js';
import { characterOf } from './character-lookup.js';

const faye: JikanCharacterRole = {
  character: {
    mal_id: 3,
    url: 'https://myanimelist.net/character/3',
    images: { jpg: { image_url: 'https://img/faye.jpg' } },
    name: 'Faye Valentine',
  },
  role: 'Main',
  voice_actors: [],
};

describe('characterOf', () => {
  it('names the character as the data does, with the picture the Characters tab shows', () => {
    expect(characterOf(3, 1, { data: [faye], source: 'upstream' })).toEqual({
      characterId: 3,
      animeId: 1,
      name: 'Faye Valentine',
      image: 'https://img/faye.jpg',
    });
    const withWebp = {
      ...faye,
      character: {
        ...faye.character,
        images: { ...faye.character.images, webp: { image_url: 'https://img/faye.webp' } },
      },
    };
    expect(characterOf(3, 1, { data: [withWebp], source: 'upstream' }).image).toBe('https://img/faye.webp');
  });

  it('refuses a character the data lacks, unless the data is partial: then it asks for a retry', async () => {
    expect(await refusalOf(() => characterOf(4, 1, { data: [faye], source: 'upstream' }))).toEqual({
      code: 'NOT_FOUND',
      message: 'Character 4 is not among the characters of anime 1.',
    });
    expect(
      await refusalOf(() => characterOf(4, 1, { data: [faye], source: 'catalogue', partial: true })),
    ).toMatchObject({ code: 'UNAVAILABLE' });
  });
});
