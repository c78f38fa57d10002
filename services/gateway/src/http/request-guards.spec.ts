import { checkJsonBody, MAX_JSON_DEPTH } from './request-guards.js';

/** An object `levels` deep: { a: { a: … 1 } }. */
const nested = (levels: number): unknown =>
  Array.from({ length: levels - 1 }).reduce<unknown>((inner) => ({ a: inner }), { a: 1 });

describe('checkJsonBody', () => {
  it(`takes objects up to ${MAX_JSON_DEPTH} levels deep, lists and text included`, () => {
    expect(() => checkJsonBody(nested(MAX_JSON_DEPTH))).not.toThrow();
    expect(() =>
      checkJsonBody({ tags: ['a', { b: 'ünïcödé 🙂' }], n: 1, ok: true, none: null }),
    ).not.toThrow();
  });

  it('refuses one level more, without recursing (5,000 levels)', () => {
    const message = `The request body nests deeper than ${MAX_JSON_DEPTH} levels.`;
    expect(() => checkJsonBody(nested(MAX_JSON_DEPTH + 1))).toThrow(message);
    expect(() => checkJsonBody(nested(5_000))).toThrow(message);
  });

  it.each([[null], [[]], ['text'], [42], [true]])('refuses the body %p: not a JSON object', (body) => {
    expect(() => checkJsonBody(body)).toThrow('The request body must be a JSON object.');
  });

  it('names the field that holds a NUL character, and refuses NUL in field names', () => {
    expect(() => checkJsonBody({ preferences: { timezone: 'Asia/Tokyo\u0000' } })).toThrow(
      'preferences.timezone must not contain NUL characters (\\u0000).',
    );
    expect(() => checkJsonBody({ list: ['ok', 'a\u0000'] })).toThrow('list[1] must not contain NUL');
    expect(() => checkJsonBody({ ['a\u0000']: 1 })).toThrow('Field names must not contain NUL characters.');
  });
});
