import type { ActivityEntry } from '@tracker/contracts';
import type { TFunction } from 'i18next';

import { shownLanguage, translator } from '../../i18n/use-translation';

/** What an entry says, around the title's name: 'Added ' + title + ' to Viendo'. */
export interface ActivitySentence {
  lead: string;
  trail: string;
}

const TITLE = '<title/>';

/** The message of one entry, the title as `<title/>` (the lists catalogue names the statuses). */
function sentenceMessage(
  { kind, status, score, episodes }: ActivityEntry,
  t: TFunction<'activity'>,
  tLists: TFunction<'lists'>,
): string {
  switch (kind) {
    case 'added':
      return status ? t('sentences.addedTo', { status: tLists(`statuses.${status}`) }) : t('sentences.added');
    case 'status_changed':
      return status ? t('sentences.movedTo', { status: tLists(`statuses.${status}`) }) : t('sentences.moved');
    case 'episodes_watched':
      if (!episodes) return t('sentences.watched');
      return episodes.from === episodes.to
        ? t('sentences.watchedOne', { episode: episodes.from })
        : t('sentences.watchedRange', { from: episodes.from, to: episodes.to });
    case 'score_set':
      return score === null ? t('sentences.scored') : t('sentences.scoredWith', { score });
    case 'favorite_added':
      return t('sentences.favorited');
  }
}

/**
 * The sentence of each kind, with the spec's status labels, split around the title (which the item
 * links); in `language`, the one shown by default.
 */
export function activitySentence(entry: ActivityEntry, language = shownLanguage()): ActivitySentence {
  const message = sentenceMessage(entry, translator('activity', language), translator('lists', language));
  const at = message.indexOf(TITLE);
  return at === -1
    ? { lead: message, trail: '' }
    : { lead: message.slice(0, at), trail: message.slice(at + TITLE.length) };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * 'just now', '5 minutes ago', '3 hours ago', 'yesterday', '4 days ago'; older than a week, the date; in
 * `language`, the one shown by default.
 */
export function activityTime(at: string, now = Date.now(), language = shownLanguage()): string {
  const age = Math.max(0, now - Date.parse(at));
  if (age < MINUTE) return translator('activity', language)('justNow');
  const relative = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  if (age < HOUR) return relative.format(-Math.floor(age / MINUTE), 'minute');
  if (age < DAY) return relative.format(-Math.floor(age / HOUR), 'hour');
  if (age < 7 * DAY) return relative.format(-Math.floor(age / DAY), 'day');
  return new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', year: 'numeric' }).format(
    new Date(at),
  );
}
