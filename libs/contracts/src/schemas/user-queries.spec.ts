import { refusalOf } from './refusal-of.testing.js';
import { userSearchText } from './user-queries.js';

describe('userSearchText', () => {
  it('reads the text trimmed', () => expect(userSearchText.parse('  Spike ')).toBe('Spike'));

  it.each([undefined, ' a ', 'x'.repeat(51), 42])('rejects %p', (value) =>
    expect(refusalOf(userSearchText, value)).toBe('Search text must be 2 to 50 characters.'),
  );
});
