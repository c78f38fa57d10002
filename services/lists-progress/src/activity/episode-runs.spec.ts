import { extendedRun } from './episode-runs.js';

const run = (from: number, to: number) => ({ from, to });

describe('extendedRun', () => {
  it('extends a run by the next episode', () => {
    expect(extendedRun(run(3, 5), run(6, 6))).toEqual(run(3, 6));
  });

  it('keeps the run for an episode already inside it', () => {
    expect(extendedRun(run(3, 5), run(4, 4))).toEqual(run(3, 5));
    expect(extendedRun(run(3, 5), run(3, 3))).toEqual(run(3, 5));
  });

  it('starts a new entry for an episode past a gap', () => {
    expect(extendedRun(run(3, 5), run(7, 7))).toBeNull();
  });

  it('starts a new entry for an earlier episode', () => {
    expect(extendedRun(run(3, 5), run(2, 2))).toBeNull();
    expect(extendedRun(run(3, 5), run(1, 1))).toBeNull();
  });

  it('makes one run of a mark-all that covers the run', () => {
    expect(extendedRun(run(3, 5), run(1, 12))).toEqual(run(1, 12));
    expect(extendedRun(run(1, 1), run(1, 24))).toEqual(run(1, 24));
  });

  it('joins a range that starts right after the run', () => {
    expect(extendedRun(run(1, 4), run(5, 12))).toEqual(run(1, 12));
  });

  it('starts a new entry for a range past a gap', () => {
    expect(extendedRun(run(1, 4), run(6, 12))).toBeNull();
  });
});
