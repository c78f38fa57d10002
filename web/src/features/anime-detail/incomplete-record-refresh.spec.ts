import { buildAnime, buildSeededAnime } from '../../testing/anime-factory';
import { incompleteRecordRefresh } from './incomplete-record-refresh';

const seeded = buildSeededAnime();
const complete = buildAnime();

const after = (data: typeof seeded | undefined, dataUpdateCount: number, errorUpdateCount = 0) =>
  incompleteRecordRefresh({ state: { data, dataUpdateCount, errorUpdateCount } });

describe('incompleteRecordRefresh', () => {
  it('asks again after 2, 4, 8, 16 and 32 s while the record is incomplete, then stops', () => {
    expect([1, 2, 3, 4, 5, 6].map((answers) => after(seeded, answers))).toEqual([
      2_000,
      4_000,
      8_000,
      16_000,
      32_000,
      false,
    ]);
  });

  it('counts failed asks, so an outage ends the asking too', () => {
    expect(after(seeded, 1, 2)).toBe(8_000);
    expect(after(seeded, 1, 5)).toBe(false);
  });

  it('does not ask again for a complete record or before one arrived', () => {
    expect(after(complete, 1)).toBe(false);
    expect(after(undefined, 0, 1)).toBe(false);
  });
});
