import {
  dryRunParam,
  episodeNumberParam,
  exportFormatParam,
  idempotencyKeyHeader,
  listRemovalParam,
  malExportFile,
  watchersLimitParam,
} from './list-routes.js';
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

describe('listRemovalParam', () => {
  it.each(['watching', 'plan_to_watch', 'favorite', 'rating'])('takes %s', (what) =>
    expect(listRemovalParam.parse(what)).toBe(what),
  );

  it('refuses anything else, naming what may be removed', () =>
    expect(refusalOf(listRemovalParam, 'score')).toBe(
      "What to remove must be one of watching, completed, on_hold, dropped, plan_to_watch, favorite, rating, got 'score'.",
    ));
});

describe('exportFormatParam', () => {
  it('is mal when absent', () => {
    expect(exportFormatParam.parse(undefined)).toBe('mal');
    expect(exportFormatParam.parse('json')).toBe('json');
  });

  it('refuses another format', () =>
    expect(refusalOf(exportFormatParam, 'csv')).toBe("format must be one of mal, json, got 'csv'."));
});

describe('malExportFile', () => {
  it('takes text', () => expect(malExportFile.parse('<myanimelist/>')).toBe('<myanimelist/>'));

  it.each([
    ['no body', undefined],
    ['an empty body', '  \n'],
    ['a body that is not text', { xml: 1 }],
  ])('refuses %s', (_, xml) =>
    expect(refusalOf(malExportFile, xml)).toBe('The body must be a MyAnimeList export (XML).'),
  );

  it('refuses a file over 10 MB', () =>
    expect(refusalOf(malExportFile, `<myanimelist>${' '.repeat(10 * 1024 * 1024)}`)).toBe(
      'The file must be at most 10 MB.',
    ));
});
