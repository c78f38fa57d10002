import type { ActivityEntry } from '@tracker/contracts';

import { activitySentence, activityTime } from './activity-text';

const entry = (fields: Partial<ActivityEntry>): ActivityEntry => ({
  id: 'a1',
  kind: 'added',
  anime: { id: 1, title: 'Cowboy Bebop', image: null },
  status: null,
  score: null,
  episodes: null,
  at: '2026-11-28T10:00:00.000Z',
  ...fields,
});
const sentence = (fields: Partial<ActivityEntry>) => {
  const { lead, trail } = activitySentence(entry(fields));
  return `${lead}X${trail}`;
};

describe('activitySentence', () => {
  it('says each kind with the spec status labels', () => {
    expect(sentence({ kind: 'added', status: 'watching' })).toBe('Added X to Viendo');
    expect(sentence({ kind: 'status_changed', status: 'plan_to_watch' })).toBe('Moved X to Planificar Ver');
    expect(sentence({ kind: 'score_set', score: 8 })).toBe('Scored X 8');
    expect(sentence({ kind: 'favorite_added' })).toBe('Added X to favorites');
  });

  it('says a run of episodes as a range and one episode alone', () => {
    expect(sentence({ kind: 'episodes_watched', episodes: { from: 3, to: 5 } })).toBe(
      'Watched episodes 3–5 of X',
    );
    expect(sentence({ kind: 'episodes_watched', episodes: { from: 4, to: 4 } })).toBe(
      'Watched episode 4 of X',
    );
  });
});

describe('activityTime', () => {
  const now = Date.parse('2026-11-28T12:00:00.000Z');
  const ago = (ms: number) => activityTime(new Date(now - ms).toISOString(), now);

  it('is relative within a week', () => {
    expect(ago(20_000)).toBe('just now');
    expect(ago(5 * 60_000)).toBe('5 minutes ago');
    expect(ago(3 * 3_600_000)).toBe('3 hours ago');
    expect(ago(26 * 3_600_000)).toBe('yesterday');
    expect(ago(4 * 86_400_000)).toBe('4 days ago');
  });

  it('is the date after a week', () => {
    expect(activityTime('2026-11-03T09:00:00.000Z', now)).toBe('Nov 3, 2026');
  });
});
