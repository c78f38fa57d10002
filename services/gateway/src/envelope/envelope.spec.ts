import { ok, okJson, okJsonField } from './envelope.js';

describe('envelopes written as bytes', () => {
  const value = { id: 'a', displayName: 'ルフィ "Luffy"', preferences: { theme: 'dark' } };
  const bytes = Buffer.from(JSON.stringify(value));

  it('okJson wraps serialised data as ok() would', () => {
    expect(JSON.parse(okJson(bytes).toString())).toEqual(ok(value));
  });

  it('okJsonField wraps a serialised value as the one field of the data', () => {
    expect(JSON.parse(okJsonField('user')(bytes).toString())).toEqual(ok({ user: value }));
  });
});
