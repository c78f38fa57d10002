import { refusalOf } from './refusal-of.testing.js';
import { userSearchText } from './user-queries.js';

describe('userSearchText', () => {
  it('reads the text trimmed', () => expect(userSearchText.parse('  Spike ')).toBe('Spike'));

  it.each([undefined, '', '   '])('reads %p as blank, which finds no one', (value) =>
    expect(userSearchText.parse(value)).toBe(''),
  );

  it.each([' a ', 'x'.repeat(51), 42, ['ab', 'cd']])('rejects %p', (value) =>
    expect(refusalOf(userSearchText, value)).toBe('Search text must be 2 to 50 characters.'),
  );
});
