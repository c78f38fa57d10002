/** Episodes first..last of one title, watched one after another. */
export interface EpisodeRun {
  from: number;
  to: number;
}

/**
 * The run `newest` (the user's newest entry, of the same title) becomes when `watched` is marked, or null
 * when `watched` starts an entry of its own. A mark extends the run when it is the next episode
 * (`to + 1`) or one already inside it (watched again); a range (mark-all) when it overlaps the run or
 * starts right after it. 'Watched episodes 3–5' then 'episode 6' is 3–6; 'episode 8' is an entry of its own.
 */
export function extendedRun(newest: EpisodeRun, watched: EpisodeRun): EpisodeRun | null {
  if (watched.from > newest.to + 1 || watched.to < newest.from) return null;
  if (watched.from < newest.from && watched.to === watched.from) return null;
  return { from: Math.min(newest.from, watched.from), to: Math.max(newest.to, watched.to) };
}
