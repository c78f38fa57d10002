import { createHash } from 'node:crypto';

import { ANIME_STATUS, type AnimeTitle, type ExternalLink } from '@tracker/contracts';
import { seasonOfMonth } from '@tracker/domain';

import type { AnimeEntity } from '../anime/anime.entity.js';
import type { BangumiData, BangumiItem, BangumiSiteMeta } from './bangumi-item.js';

/** The catalogue row a seed item becomes: every field the seed knows, none it does not. */
export type SeedAnime = Pick<
  AnimeEntity,
  | 'malId'
  | 'title'
  | 'titleEnglish'
  | 'titleJapanese'
  | 'titleSynonyms'
  | 'titles'
  | 'type'
  | 'status'
  | 'airing'
  | 'airedFrom'
  | 'airedTo'
  | 'season'
  | 'year'
  | 'broadcastDay'
  | 'broadcastTime'
  | 'externalLinks'
  | 'seedHash'
>;

const TYPES: Record<BangumiItem['type'], string> = { tv: 'TV', web: 'ONA', movie: 'Movie', ova: 'OVA' };
const JST = 'Asia/Tokyo';
/** A TV title with no end date counts as airing this long after its start; older ones are finished. */
const OPEN_ENDED_AIRING_DAYS = 400;
const DAY_MS = 86_400_000;

const jstParts = new Intl.DateTimeFormat('en-US', {
  timeZone: JST,
  year: 'numeric',
  month: 'numeric',
  weekday: 'long',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function inJst(date: Date) {
  const parts = Object.fromEntries(jstParts.formatToParts(date).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    weekday: parts.weekday,
    time: `${parts.hour}:${parts.minute}`,
  };
}

function parseDate(value: string | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A weekly ISO 8601 repeating interval ('R/2026-04-11T16:00:00.000Z/P7D') becomes the Jikan broadcast
 * slot in JST ('Sundays', '01:00'). Other periods (daily, one-off) have no weekly slot.
 */
export function broadcastSlot(broadcast: string | undefined): { day: string; time: string } | null {
  const match = /^R\/([^/]+)\/P7D$/.exec(broadcast ?? '');
  const start = parseDate(match?.[1]);
  if (!start) return null;
  const { weekday, time } = inJst(start);
  return { day: `${weekday}s`, time };
}

function airingStatus(item: BangumiItem, begin: Date | null, end: Date | null, now: Date) {
  if (!begin || begin > now) return { status: ANIME_STATUS.upcoming, airing: false };
  if (end)
    return end < now
      ? { status: ANIME_STATUS.finished, airing: false }
      : { status: ANIME_STATUS.airing, airing: true };
  const episodic = item.type === 'tv' || item.type === 'web';
  const recent = now.getTime() - begin.getTime() < OPEN_ENDED_AIRING_DAYS * DAY_MS;
  return episodic && recent && item.broadcast
    ? { status: ANIME_STATUS.airing, airing: true }
    : { status: ANIME_STATUS.finished, airing: false };
}

function externalLinks(item: BangumiItem, siteMeta: Record<string, BangumiSiteMeta>): ExternalLink[] {
  const links: ExternalLink[] = [];
  if (item.officialSite) links.push({ name: 'Official Site', url: item.officialSite });
  for (const site of item.sites) {
    const meta = siteMeta[site.site];
    // MyAnimeList is the record's own url, not an external link.
    if (!meta || site.site === 'mal' || !site.id || meta.type === 'resource') continue;
    links.push({ name: meta.title, url: meta.urlTemplate.replace('{{id}}', site.id) });
  }
  return links;
}

export function malIdOf(item: BangumiItem): number | null {
  const id = Number(item.sites.find((site) => site.site === 'mal')?.id);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Maps one bangumi-data item with a MAL id to a catalogue row; `now` decides airing status. */
export function mapBangumiItem(
  item: BangumiItem,
  siteMeta: Record<string, BangumiSiteMeta>,
  now: Date,
): SeedAnime | null {
  const malId = malIdOf(item);
  if (malId === null) return null;
  const english = item.titleTranslate.en ?? [];
  const original = item.title.trim();
  const titleEnglish = english[0]?.trim() || null;
  const titleJapanese = item.lang === 'ja' ? original : null;
  const title = original || titleEnglish || `MAL ${malId}`;
  const titles: AnimeTitle[] = [{ type: 'Default', title }];
  if (titleJapanese) titles.push({ type: 'Japanese', title: titleJapanese });
  if (titleEnglish) titles.push({ type: 'English', title: titleEnglish });
  const synonyms = [
    ...english.slice(1),
    ...(item.titleTranslate['zh-Hans'] ?? []),
    ...(item.titleTranslate['zh-Hant'] ?? []),
  ]
    .map((name) => name.trim())
    .filter((name, index, all) => name && name !== title && all.indexOf(name) === index);
  const begin = parseDate(item.begin);
  const end = parseDate(item.end);
  const started = begin ? inJst(begin) : null;
  const slot = broadcastSlot(item.broadcast);
  const row: Omit<SeedAnime, 'seedHash'> = {
    malId,
    title,
    titleEnglish,
    titleJapanese,
    titleSynonyms: synonyms,
    titles,
    type: TYPES[item.type] ?? null,
    ...airingStatus(item, begin, end, now),
    airedFrom: begin,
    airedTo: end,
    season: started ? seasonOfMonth(started.month) : null,
    year: started?.year ?? null,
    broadcastDay: slot?.day ?? null,
    broadcastTime: slot?.time ?? null,
    externalLinks: externalLinks(item, siteMeta),
  };
  return { ...row, seedHash: createHash('sha1').update(JSON.stringify(row)).digest('hex') };
}

/** Every item with a MAL id, once per id (the first listing wins when bangumi-data repeats one). */
export function mapBangumiData(data: BangumiData, now: Date): SeedAnime[] {
  const rows = new Map<number, SeedAnime>();
  for (const item of data.items) {
    const row = mapBangumiItem(item, data.siteMeta, now);
    if (row && !rows.has(row.malId)) rows.set(row.malId, row);
  }
  return [...rows.values()];
}
