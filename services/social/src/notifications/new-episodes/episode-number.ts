const WEEK_MS = 7 * 24 * 60 * 60_000;

/**
 * The episode a weekly slot at `instant` airs: weeks since the premiere + 1, the premiere being
 * `airedFrom`'s calendar date in Japan (the public API gives the day, at midnight UTC); capped by
 * `episodes` when known. Null before the premiere or without one.
 */
export function episodeAt(instant: Date, airedFrom: string | null, episodes: number | null): number | null {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(airedFrom ?? '')?.[0];
  if (!day) return null;
  // Japan keeps no daylight-saving time: its midnight is 15:00 UTC the day before.
  const premiere = Date.parse(`${day}T00:00:00+09:00`);
  const since = instant.getTime() - premiere;
  if (Number.isNaN(premiere) || since < 0) return null;
  const episode = Math.floor(since / WEEK_MS) + 1;
  return episodes !== null && episodes > 0 ? Math.min(episode, episodes) : episode;
}
