import { parseWholeNumber } from './whole-number.js';

describe('parseWholeNumber', () => {
  it('reads whole numbers from strings and numbers within the bounds', () => {
    expect(parseWholeNumber('42', 1)).toBe(42);
    expect(parseWholeNumber(7, 1, 10)).toBe(7);
  });

  it.each([
    ['abc'],
    ['1.5'],
    ['-3'],
    ['0'],
    [''],
    [null],
    [undefined],
    [1.5],
    ['99999999999999999999'],
    ['1e3'],
  ])('rejects %p', (value) => {
    expect(parseWholeNumber(value, 1)).toBeNull();
  });

  it('rejects numbers above the maximum', () => {
    expect(parseWholeNumber('11', 1, 10)).toBeNull();
  });
});
