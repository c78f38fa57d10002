import type { ActivityEntry } from '@tracker/contracts';

import { STATUS_LABELS } from '../lists/list-labels';

/** What an entry says, around the title's name: 'Added ' + title + ' to Viendo'. */
export interface ActivitySentence {
  lead: string;
  trail: string;
}

/** The sentence of each kind, with the spec's status labels. */
export function activitySentence({ kind, status, score, episodes }: ActivityEntry): ActivitySentence {
  switch (kind) {
    case 'added':
      return { lead: 'Added ', trail: status ? ` to ${STATUS_LABELS[status]}` : '' };
    case 'status_changed':
      return { lead: 'Moved ', trail: status ? ` to ${STATUS_LABELS[status]}` : '' };
    case 'episodes_watched':
      if (!episodes) return { lead: 'Watched episodes of ', trail: '' };
      return episodes.from === episodes.to
        ? { lead: `Watched episode ${episodes.from} of `, trail: '' }
        : { lead: `Watched episodes ${episodes.from}–${episodes.to} of `, trail: '' };
    case 'score_set':
      return { lead: 'Scored ', trail: score === null ? '' : ` ${score}` };
    case 'favorite_added':
      return { lead: 'Added ', trail: ' to favorites' };
  }
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const date = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', year: 'numeric' });

/** 'just now', '5 minutes ago', '3 hours ago', 'yesterday', '4 days ago'; older than a week, the date. */
export function activityTime(at: string, now = Date.now()): string {
  const age = Math.max(0, now - Date.parse(at));
  if (age < MINUTE) return 'just now';
  if (age < HOUR) return relative.format(-Math.floor(age / MINUTE), 'minute');
  if (age < DAY) return relative.format(-Math.floor(age / HOUR), 'hour');
  if (age < 7 * DAY) return relative.format(-Math.floor(age / DAY), 'day');
  return date.format(new Date(at));
}
