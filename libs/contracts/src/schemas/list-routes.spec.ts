import { dryRunParam, episodeNumberParam, idempotencyKeyHeader, watchersLimitParam } from './list-routes.js';
import { refusalOf } from './refusal-of.testing.js';

describe('episodeNumberParam', () => {
  it('reads an episode number from a route or a payload', () => {
    expect(episodeNumberParam.parse('12')).toBe(12);
    expect(episodeNumberParam.parse(10_000)).toBe(10_000);
  });

  it.each(['first', '0', '10001', 1.5, undefined])('rejects %p', (value) =>
    expect(refusalOf(episodeNumberParam, value)).toBe(
      `episodeNumber must be a positive whole number, got '${String(value)}'.`,
    ),
  );
});

describe('dryRunParam', () => {
  it('is false when absent', () => {
    expect(dryRunParam.parse(undefined)).toBe(false);
    expect(dryRunParam.parse('')).toBe(false);
  });

  it('reads true or false from a query or a payload', () => {
    expect(dryRunParam.parse('true')).toBe(true);
    expect(dryRunParam.parse(true)).toBe(true);
    expect(dryRunParam.parse('false')).toBe(false);
  });

  it.each(['maybe', 'TRUE', 1])('rejects %p', (value) =>
    expect(refusalOf(dryRunParam, value)).toBe(`dryRun must be true or false, got '${String(value)}'.`),
  );
});

describe('watchersLimitParam', () => {
  it('is 10 when absent', () => {
    expect(watchersLimitParam.parse(undefined)).toBe(10);
    expect(watchersLimitParam.parse('50')).toBe(50);
  });

  it.each(['0', '51', 'all'])('rejects %p', (value) =>
    expect(refusalOf(watchersLimitParam, value)).toBe(
      `limit must be a whole number from 1 to 50, got '${value}'.`,
    ),
  );
});

describe('idempotencyKeyHeader', () => {
  const ERROR =
    'The Idempotency-Key header must be 1-255 visible ASCII characters, such as a UUID made for this action.';

  it('takes a visible key, or none', () => {
    expect(idempotencyKeyHeader.parse('3f2c-9a')).toBe('3f2c-9a');
    expect(idempotencyKeyHeader.parse(undefined)).toBeUndefined();
  });

  it.each(['', 'with space', 'x'.repeat(256), ['a', 'b']])('rejects %p', (value) =>
    expect(refusalOf(idempotencyKeyHeader, value)).toBe(ERROR),
  );
});
