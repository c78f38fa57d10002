import type { StoredEntry, UpsertOutcome } from '../lists/list-entries.store.js';
import { factsOf } from './activity-log.js';

const entry = (fields: Partial<StoredEntry>): StoredEntry => ({
  id: 'e1',
  animeId: 1,
  status: null,
  score: null,
  episodesWatched: 0,
  timesRewatched: 0,
  isPrivate: false,
  isFavorite: false,
  createdAt: '2026-11-28T00:00:00.000Z',
  updatedAt: '2026-11-28T00:00:00.000Z',
  completedAt: null,
  ...fields,
});

const outcome = (after: Partial<StoredEntry> | null, before: Partial<UpsertOutcome> = {}): UpsertOutcome => ({
  entry: after && entry(after),
  inserted: false,
  previousStatus: null,
  previousScore: null,
  wasFavorite: false,
  ...before,
});

describe('factsOf', () => {
  it('logs a new title as added to its list', () => {
    expect(factsOf({ status: 'watching' }, outcome({ status: 'watching' }, { inserted: true }))).toEqual([
      { kind: 'added', status: 'watching' },
    ]);
  });

  it('logs a favorite-only title given a status as added', () => {
    const written = outcome({ status: 'completed', isFavorite: true }, { wasFavorite: true });
    expect(factsOf({ status: 'completed' }, written)).toEqual([{ kind: 'added', status: 'completed' }]);
  });

  it('logs a status change, a new score and a new favorite from one write', () => {
    const written = outcome(
      { status: 'completed', score: 8, isFavorite: true },
      { previousStatus: 'watching', previousScore: 6 },
    );
    expect(factsOf({ status: 'completed', score: 8, isFavorite: true }, written)).toEqual([
      { kind: 'status_changed', status: 'completed' },
      { kind: 'score_set', score: 8 },
      { kind: 'favorite_added' },
    ]);
  });

  it('logs nothing when the write changed nothing (a retry)', () => {
    const written = outcome(
      { status: 'watching', score: 7, isFavorite: true },
      { previousStatus: 'watching', previousScore: 7, wasFavorite: true },
    );
    expect(factsOf({ status: 'watching', score: 7, isFavorite: true }, written)).toEqual([]);
  });

  it('logs no removal: a status taken off, a score cleared, an entry gone', () => {
    const scoreCleared = outcome({ status: 'watching' }, { previousStatus: 'watching', previousScore: 5 });
    expect(factsOf({ score: null }, scoreCleared)).toEqual([]);
    expect(factsOf({ status: null }, outcome(null, { previousStatus: 'watching' }))).toEqual([]);
  });
});
