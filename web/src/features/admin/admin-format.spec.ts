import { formatLatency, formatUptime, pageCount } from './admin-format';

describe('formatUptime', () => {
  it.each([
    [0, '0 s'],
    [42, '42 s'],
    [60, '1 min'],
    [125, '2 min 5 s'],
    [7_200, '2 h'],
    [5 * 3_600 + 12 * 60 + 9, '5 h 12 min'],
    [3 * 86_400 + 4 * 3_600 + 59, '3 d 4 h'],
    [86_400 + 30, '1 d'],
  ])('writes %i seconds as %s', (seconds, text) => {
    expect(formatUptime(seconds)).toBe(text);
  });

  it('writes an unknown uptime as a dash', () => {
    expect(formatUptime(null)).toBe('—');
  });
});

describe('formatLatency', () => {
  it('rounds to whole milliseconds, a dash when there was no answer', () => {
    expect(formatLatency(3.6)).toBe('4 ms');
    expect(formatLatency(null)).toBe('—');
  });
});

describe('pageCount', () => {
  it('counts at least one page', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });
});
