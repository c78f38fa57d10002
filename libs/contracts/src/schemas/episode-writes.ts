import { z } from 'zod';

import { bodyOf, wholeNumber } from './body.js';
import { bodyAnimeId } from './list-writes.js';

/** Only the title's episode count bounds it, which the service looks up. */
const episodeNumber = z.unknown().optional();

/** POST /api/auth/episode-progress: one episode watched. */
export const markEpisodeBody = bodyOf({ animeId: bodyAnimeId, episodeNumber });
export type MarkEpisodeBody = z.infer<typeof markEpisodeBody>;

/** POST /api/auth/mark-all-episodes-watched: episodes 1 to the total watched. */
export const markAllEpisodesBody = bodyOf({ animeId: bodyAnimeId, totalEpisodes: z.unknown().optional() });
export type MarkAllEpisodesBody = z.infer<typeof markAllEpisodesBody>;

/** POST /api/episode/progress: how much of an episode was watched. */
export const episodePlaybackBody = bodyOf({
  animeId: bodyAnimeId,
  episodeNumber,
  progress: wholeNumber(
    0,
    100,
    (value) =>
      `progress must be a whole number from 0 to 100 (percent of the episode watched), got '${String(value)}'.`,
  ),
});
export type EpisodePlaybackBody = z.infer<typeof episodePlaybackBody>;
