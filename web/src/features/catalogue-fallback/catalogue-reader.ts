import type { Anime } from '@tracker/contracts';
import { isCompleteAnime } from '@tracker/domain';

import { translator } from '../../i18n/use-translation';
import { ApiError } from '../../lib/api-client';
import type { BackendAvailability } from './backend-availability';
import { withTimeout } from './clock';
import type { JikanCatalogue } from './jikan/jikan-catalogue';
import type { LocalCache, ResultStore } from './local-cache';
import type { NotFoundMemory } from './not-found-memory';

/** Spec §9: how long a catalogue query may take before the backend counts as failing. */
export const BACKEND_QUERY_TIMEOUT_MS = 5_000;

/** Statuses that mean nobody answered behind the proxy: the backend is down, not saying no. */
const OUTAGE_STATUSES = new Set([502, 503, 504]);

export interface ReadPlan<T> {
  /** The spec §8 message thrown when the backend, the public API and the cache all fail. */
  failureMessage: string;
  backend: (signal: AbortSignal) => Promise<T>;
  /** The same answer rebuilt from the public API; only loaded while the backend is unavailable. */
  fallback: (jikan: JikanCatalogue) => Promise<T>;
  /** Where the last good answer is kept, to answer with when everything fails. */
  cacheKey?: { store: ResultStore; key: string };
  /** The anime inside the answer, kept in the anime store for instant detail pages. */
  animeIn?: (value: T) => readonly Anime[];
  signal?: AbortSignal;
  /** For a lookup by id or slug: a 404 from the public API is an answer (not found), not a failure. */
  lookup?: boolean;
}

export interface CatalogueReaderDeps {
  cache: LocalCache;
  availability: BackendAvailability;
  notFound: NotFoundMemory;
  loadJikan: () => Promise<JikanCatalogue>;
}

const isJikanNotFound = (error: unknown) =>
  error instanceof Error && error.name === 'JikanError' && (error as { status?: number }).status === 404;

/**
 * Every catalogue read (spec §4, §8): our backend while it is available (5 s timeout; no answer starts
 * its cool-down), else the public API from the browser; the last good answer from the local cache when
 * that fails too, else the spec's error. A 4xx from our backend is an answer and is passed on as is.
 */
export class CatalogueReader {
  constructor(private readonly deps: CatalogueReaderDeps) {}

  async read<T>(plan: ReadPlan<T>): Promise<T> {
    let value: T;
    try {
      value = await this.fresh(plan);
    } catch (error) {
      if ((error instanceof ApiError && error.status < 500) || plan.signal?.aborted) throw error;
      const stale =
        plan.cacheKey && (await this.deps.cache.getResult<T>(plan.cacheKey.store, plan.cacheKey.key));
      if (stale) return stale;
      // A live backend's own error keeps its text (spec §8); a failure of every source gets the spec's message.
      throw error instanceof ApiError ? error : new ApiError(plan.failureMessage, 503);
    }
    void this.keep(plan, value);
    return value;
  }

  /**
   * One anime: answered at once from the local cache when the cached copy is complete; ids that
   * answered 404 are not asked again for an hour; an incomplete cached copy is the stale answer.
   */
  async anime(
    id: number,
    plan: Omit<ReadPlan<Anime>, 'failureMessage' | 'lookup' | 'animeIn'>,
  ): Promise<Anime> {
    if (this.deps.notFound.has(id)) throw new ApiError(`Anime ${id} not found`, 404);
    const cached = await this.deps.cache.getAnime(id);
    if (cached && isCompleteAnime(cached)) return cached;
    try {
      return await this.read({
        ...plan,
        failureMessage: translator('anime')('errors.anime', { id }),
        lookup: true,
        animeIn: (anime) => [anime],
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) this.deps.notFound.remember(id);
      else if (cached && !plan.signal?.aborted) return cached;
      throw error;
    }
  }

  private async fresh<T>(plan: ReadPlan<T>): Promise<T> {
    if (this.deps.availability.isAvailable()) {
      const timeout = withTimeout(BACKEND_QUERY_TIMEOUT_MS, plan.signal);
      try {
        return await plan.backend(timeout.signal);
      } catch (error) {
        if (plan.signal?.aborted) throw error;
        const outage =
          timeout.timedOut() || !(error instanceof ApiError) || OUTAGE_STATUSES.has(error.status);
        if (!outage) throw error;
        this.deps.availability.reportFailure();
      } finally {
        timeout.done();
      }
    }
    const jikan = await this.deps.loadJikan();
    try {
      return await plan.fallback(jikan);
    } catch (error) {
      if (plan.lookup && isJikanNotFound(error)) throw new ApiError((error as Error).message, 404);
      throw error;
    }
  }

  private async keep<T>(plan: ReadPlan<T>, value: T): Promise<void> {
    if (plan.cacheKey) await this.deps.cache.putResult(plan.cacheKey.store, plan.cacheKey.key, value);
    if (plan.animeIn) await this.deps.cache.putAnime(plan.animeIn(value));
  }
}
