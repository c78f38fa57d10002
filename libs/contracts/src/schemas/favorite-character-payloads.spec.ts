import {
  characterIdParam,
  favoriteCharacterAddPayload,
  favoriteCharacterRemovePayload,
} from './lists-payloads.js';
import { refusalOf } from './refusal-of.testing.js';

const USER = '0b9c1f52-6d1e-4f7a-9a53-3c1d2e4f5a6b';
const idError = (value: string) =>
  `Character id must be a whole number from 1 to 2147483647, got '${value}'.`;

describe('characterIdParam', () => {
  it('reads a route segment or a number', () => {
    expect(characterIdParam.parse('300001')).toBe(300001);
    expect(characterIdParam.parse(7)).toBe(7);
  });

  it.each(['0', '-1', '1.5', 'aoi', '2147483648', ' 1'])('refuses %p naming it', (value) => {
    expect(refusalOf(characterIdParam, value)).toBe(idError(value));
  });
});

describe('favoriteCharacterAddPayload', () => {
  const add = (body: unknown, characterId: unknown = 3) => ({ characterId, body, userId: USER });

  it('takes the title the character is favorited from', () => {
    expect(favoriteCharacterAddPayload.parse(add({ animeId: 90001 }))).toEqual(add({ animeId: 90001 }));
  });

  it('refuses a name or image from the client: the title’s character data gives them', () => {
    expect(refusalOf(favoriteCharacterAddPayload, add({ animeId: 1, name: 'Spike', image: 'x' }))).toBe(
      'Unknown fields: name, image. Accepted: animeId.',
    );
  });

  it('refuses a missing or bad title, and a bad id before the body', () => {
    expect(refusalOf(favoriteCharacterAddPayload, add({}))).toBe(
      "animeId must be a positive whole number, got 'undefined'.",
    );
    expect(refusalOf(favoriteCharacterAddPayload, add('animeId=1'))).toBe(
      'The request body must be a JSON object.',
    );
    expect(refusalOf(favoriteCharacterAddPayload, add({}, 'x'))).toBe(idError('x'));
  });
});

describe('favoriteCharacterRemovePayload', () => {
  it('needs the signed-in user', () => {
    expect(refusalOf(favoriteCharacterRemovePayload, { characterId: 3 })).toBe(
      'userId must be the id of a user (a UUID).',
    );
  });
});
