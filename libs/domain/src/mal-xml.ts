import type { ListStatus } from '@tracker/contracts';

/** One title of a MyAnimeList export, as far as the tracker keeps it. */
export interface MalEntry {
  /** series_animedb_id: the MyAnimeList id, which is the catalogue's mal_id. Null when missing. */
  animeId: number | null;
  title: string;
  type: string;
  /** series_episodes: 0 in MAL's files when unknown; null here. */
  episodes: number | null;
  watchedEpisodes: number;
  /** YYYY-MM-DD, null for MAL's 0000-00-00. */
  startDate: string | null;
  finishDate: string | null;
  /** 1–10, null for MAL's 0 (not rated). */
  score: number | null;
  /** Null when the file's status is not one of MAL's five. */
  status: ListStatus | null;
  /** The status as written in the file, for the import report. */
  statusText: string;
  timesWatched: number;
  tags: string[];
}

/** Tags the tracker writes so its own flags survive a round trip through MAL's format. */
export const MAL_FAVORITE_TAG = 'favorite';
export const MAL_PRIVATE_TAG = 'private';

/** MAL's status names; older exports write numbers (1, 2, 3, 4, 6). */
const MAL_STATUS_NAMES: Record<ListStatus, string> = {
  watching: 'Watching',
  completed: 'Completed',
  on_hold: 'On-Hold',
  dropped: 'Dropped',
  plan_to_watch: 'Plan to Watch',
};
const MAL_STATUS_CODES: Record<string, ListStatus> = {
  '1': 'watching',
  '2': 'completed',
  '3': 'on_hold',
  '4': 'dropped',
  '6': 'plan_to_watch',
};

export class MalXmlError extends Error {}

/** The titles of a MyAnimeList XML export (the file MAL and most trackers write). */
export function parseMalXml(xml: string): MalEntry[] {
  if (!/<myanimelist[\s>]/.test(xml)) {
    throw new MalXmlError('The file is not a MyAnimeList export: it has no <myanimelist> element.');
  }
  return [...xml.matchAll(/<anime>([\s\S]*?)<\/anime>/g)].map(([, block]) => toEntry(block));
}

function toEntry(block: string): MalEntry {
  const text = (tag: string) => tagText(block, tag);
  const whole = (tag: string) => {
    const value = text(tag);
    return /^\d+$/.test(value) ? Number(value) : 0;
  };
  const statusText = text('my_status');
  const score = whole('my_score');
  return {
    animeId: whole('series_animedb_id') || null,
    title: text('series_title'),
    type: text('series_type'),
    episodes: whole('series_episodes') || null,
    watchedEpisodes: whole('my_watched_episodes'),
    startDate: malDate(text('my_start_date')),
    finishDate: malDate(text('my_finish_date')),
    score: score >= 1 && score <= 10 ? score : null,
    status: statusFromMal(statusText),
    statusText,
    timesWatched: whole('my_times_watched'),
    tags: text('my_tags')
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
  };
}

function statusFromMal(value: string): ListStatus | null {
  const byName = Object.entries(MAL_STATUS_NAMES).find(
    ([, name]) => name.toLowerCase() === value.toLowerCase(),
  );
  return (byName?.[0] as ListStatus | undefined) ?? MAL_STATUS_CODES[value] ?? null;
}

function tagText(block: string, tag: string): string {
  const raw = new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`).exec(block)?.[1] ?? '';
  // CDATA sections are taken as written; entities are decoded only outside them.
  return raw
    .trim()
    .split(/(<!\[CDATA\[[\s\S]*?\]\]>)/)
    .map((part) => (part.startsWith('<![CDATA[') ? part.slice(9, -3) : decodeEntities(part)))
    .join('');
}

function decodeEntities(value: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  return value.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (match, name: string) => {
    if (name[0] !== '#') return named[name.toLowerCase()] ?? match;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return String.fromCodePoint(code);
  });
}

function malDate(value: string): string | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !value.startsWith('0000') ? value : null;
}

export interface MalExport {
  username: string;
  entries: readonly MalEntry[];
}

/** A MyAnimeList XML export of the entries with a status (MAL's format has no place for the others). */
export function serializeMalXml({ username, entries }: MalExport): string {
  const listed = entries.filter((entry) => entry.status !== null && entry.animeId !== null);
  const count = (status: ListStatus) => listed.filter((entry) => entry.status === status).length;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8" ?>',
    '<myanimelist>',
    '  <myinfo>',
    `    <user_name>${escapeXml(username)}</user_name>`,
    '    <user_export_type>1</user_export_type>',
    `    <user_total_anime>${listed.length}</user_total_anime>`,
    `    <user_total_watching>${count('watching')}</user_total_watching>`,
    `    <user_total_completed>${count('completed')}</user_total_completed>`,
    `    <user_total_onhold>${count('on_hold')}</user_total_onhold>`,
    `    <user_total_dropped>${count('dropped')}</user_total_dropped>`,
    `    <user_total_plantowatch>${count('plan_to_watch')}</user_total_plantowatch>`,
    '  </myinfo>',
  ];
  for (const entry of listed) {
    lines.push(
      '  <anime>',
      `    <series_animedb_id>${entry.animeId}</series_animedb_id>`,
      `    <series_title>${cdata(entry.title)}</series_title>`,
      `    <series_type>${escapeXml(entry.type)}</series_type>`,
      `    <series_episodes>${entry.episodes ?? 0}</series_episodes>`,
      '    <my_id>0</my_id>',
      `    <my_watched_episodes>${entry.watchedEpisodes}</my_watched_episodes>`,
      `    <my_start_date>${entry.startDate ?? '0000-00-00'}</my_start_date>`,
      `    <my_finish_date>${entry.finishDate ?? '0000-00-00'}</my_finish_date>`,
      `    <my_score>${entry.score ?? 0}</my_score>`,
      `    <my_status>${MAL_STATUS_NAMES[entry.status as ListStatus]}</my_status>`,
      `    <my_times_watched>${entry.timesWatched}</my_times_watched>`,
      `    <my_tags>${cdata(entry.tags.join(', '))}</my_tags>`,
      '    <update_on_import>1</update_on_import>',
      '  </anime>',
    );
  }
  lines.push('</myanimelist>', '');
  return lines.join('\n');
}

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** CDATA cannot hold ']]>': split it across two sections. */
function cdata(value: string): string {
  return `<![CDATA[${value.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
}
