import type {
  Anime,
  Episode,
  ExternalLink,
  JikanCharacterRole,
  JikanRecommendation,
  JikanRelationGroup,
  JikanStaffMember,
  JikanStatistics,
  JikanThemes,
} from '@tracker/contracts';

import { buildStatistics } from './fixtures/details.factory.js';
import type { AnimeDetails, SeasonRef } from './jikan.types.js';

/**
 * What the fake serves, keyed by MAL id. Sub-resources nobody put answer as Jikan answers for a title
 * without them: empty lists, and statistics derived from the anime. The schedule is the airing anime's
 * broadcast slots, and `/seasons/now` is `currentSeason`.
 */
export class FakeJikanStore {
  private readonly anime = new Map<number, Anime>();
  private readonly details = new Map<number, Partial<AnimeDetails>>();

  constructor(public currentSeason: SeasonRef) {}

  /** Adds or replaces an anime; its sub-resources stay unless `details` replaces them. */
  putAnime(anime: Anime, details: Partial<AnimeDetails> = {}): void {
    this.anime.set(anime.mal_id, anime);
    this.details.set(anime.mal_id, { ...this.details.get(anime.mal_id), ...details });
  }

  removeAnime(malId: number): boolean {
    this.details.delete(malId);
    return this.anime.delete(malId);
  }

  getAnime(malId: number): Anime | undefined {
    return this.anime.get(malId);
  }

  /** Every anime, by MAL id. */
  allAnime(): Anime[] {
    return [...this.anime.values()].sort((a, b) => a.mal_id - b.mal_id);
  }

  putEpisodes(malId: number, episodes: Episode[]): void {
    this.putDetail(malId, { episodes });
  }

  putRelations(malId: number, relations: JikanRelationGroup[]): void {
    this.putDetail(malId, { relations });
  }

  putCharacters(malId: number, characters: JikanCharacterRole[]): void {
    this.putDetail(malId, { characters });
  }

  putStaff(malId: number, staff: JikanStaffMember[]): void {
    this.putDetail(malId, { staff });
  }

  putStatistics(malId: number, statistics: JikanStatistics): void {
    this.putDetail(malId, { statistics });
  }

  putThemes(malId: number, themes: JikanThemes): void {
    this.putDetail(malId, { themes });
  }

  putExternal(malId: number, external: ExternalLink[]): void {
    this.putDetail(malId, { external });
  }

  putStreaming(malId: number, streaming: ExternalLink[]): void {
    this.putDetail(malId, { streaming });
  }

  putRecommendations(malId: number, recommendations: JikanRecommendation[]): void {
    this.putDetail(malId, { recommendations });
  }

  /** The anime's sub-resources with Jikan's empty answers filled in; undefined when the anime is unknown. */
  detailsOf(malId: number): Required<AnimeDetails> | undefined {
    const anime = this.anime.get(malId);
    if (!anime) return undefined;
    const details = this.details.get(malId) ?? {};
    return {
      episodes: details.episodes ?? [],
      relations: details.relations ?? [],
      characters: details.characters ?? [],
      staff: details.staff ?? [],
      statistics: details.statistics ?? buildStatistics(anime),
      themes: details.themes ?? { openings: [], endings: [] },
      external: details.external ?? [],
      streaming: details.streaming ?? [],
      recommendations: details.recommendations ?? [],
    };
  }

  /** Empties the store (the current season stays). */
  clear(): void {
    this.anime.clear();
    this.details.clear();
  }

  private putDetail(malId: number, detail: Partial<AnimeDetails>): void {
    if (!this.anime.has(malId)) throw new Error(`Put anime ${malId} before its sub-resources.`);
    this.details.set(malId, { ...this.details.get(malId), ...detail });
  }
}
