import 'fake-indexeddb/auto';

import type { Anime } from '@tracker/contracts';
import { IDBFactory } from 'fake-indexeddb';

import { changeLanguage } from '../../i18n/use-translation';
import { ApiError } from '../../lib/api-client';
import { buildAnime, buildSeededAnime } from '../../testing/anime-factory';
import { BackendAvailability } from './backend-availability';
import { BACKEND_QUERY_TIMEOUT_MS, CatalogueReader, type ReadPlan } from './catalogue-reader';
import { systemClock } from './clock';
import type { JikanCatalogue } from './jikan/jikan-catalogue';
import { JikanError } from './jikan/jikan-client';
import { LocalCache } from './local-cache';
import { NOT_FOUND_MEMORY_MS, NotFoundMemory } from './not-found-memory';

const FAILURE = 'Unable to fetch top anime from any source';
const networkError = () => new TypeError('Failed to fetch');

function setup() {
  const cache = new LocalCache(systemClock);
  const availability = new BackendAvailability({ cache, probe: async () => true });
  const jikan = {} as JikanCatalogue;
  const loadJikan = jest.fn(async () => jikan);
  const reader = new CatalogueReader({ cache, availability, notFound: new NotFoundMemory(), loadJikan });
  return { cache, availability, reader, loadJikan };
}

/** A top-list read whose backend and fallback the test scripts. */
function topPlan(
  backend: ReadPlan<{ items: Anime[] }>['backend'],
  fallback: ReadPlan<{ items: Anime[] }>['fallback'] = async () => {
    throw networkError();
  },
): ReadPlan<{ items: Anime[] }> {
  return {
    failureMessage: FAILURE,
    backend,
    fallback,
    cacheKey: { store: 'searchCache', key: 'top:1' },
    animeIn: (page) => page.items,
  };
}

describe(CatalogueReader.name, () => {
  let context: ReturnType<typeof setup>;

  beforeEach(() => {
    globalThis.indexedDB = new IDBFactory();
    context = setup();
  });
  afterEach(() => jest.useRealTimers());

  describe('read', () => {
    it('answers from the backend and keeps the page and its anime in the local cache', async () => {
      const anime = buildAnime({ mal_id: 11 });
      const fallback = jest.fn();

      await expect(context.reader.read(topPlan(async () => ({ items: [anime] }), fallback))).resolves.toEqual(
        {
          items: [anime],
        },
      );

      expect(fallback).not.toHaveBeenCalled();
      expect(context.loadJikan).not.toHaveBeenCalled();
      await expect(context.cache.getResult('searchCache', 'top:1')).resolves.toEqual({ items: [anime] });
      await expect(context.cache.getAnime(11)).resolves.toEqual(anime);
    });

    it.each([
      ['a network error', networkError()],
      ['a 502 from the proxy', new ApiError('HTTP 502: Bad Gateway', 502)],
      ['a 503', new ApiError('Catalogue unavailable', 503)],
      ['a 504', new ApiError('HTTP 504: Gateway Timeout', 504)],
    ])(
      'falls back to the public API after %s and skips the backend during the cool-down',
      async (_case, error) => {
        const backend = jest.fn(async () => Promise.reject(error));
        const fallback = jest.fn(async () => ({ items: [buildAnime()] }));

        await context.reader.read(topPlan(backend, fallback));
        await context.reader.read(topPlan(backend, fallback));

        expect(backend).toHaveBeenCalledTimes(1);
        expect(fallback).toHaveBeenCalledTimes(2);
        expect(context.availability.isAvailable()).toBe(false);
      },
    );

    it('counts a backend slower than 5 s as failing', async () => {
      jest.useFakeTimers();
      const fallback = jest.fn(async () => ({ items: [] }));
      const read = context.reader.read(
        topPlan(
          (signal) =>
            new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
          fallback,
        ),
      );

      await jest.advanceTimersByTimeAsync(BACKEND_QUERY_TIMEOUT_MS);

      await expect(read).resolves.toEqual({ items: [] });
      expect(context.availability.isAvailable()).toBe(false);
    });

    it('passes a 4xx on as the answer, without the fallback', async () => {
      const fallback = jest.fn();
      const refused = new ApiError("limit must be a whole number from 1 to 25, got '99'.", 400);

      await expect(context.reader.read(topPlan(async () => Promise.reject(refused), fallback))).rejects.toBe(
        refused,
      );
      expect(fallback).not.toHaveBeenCalled();
      expect(context.availability.isAvailable()).toBe(true);
    });

    it("keeps a live backend's own 500 error text, with no cool-down", async () => {
      const error = new ApiError('Unable to fetch current season anime from any source', 500);

      await expect(context.reader.read(topPlan(async () => Promise.reject(error)))).rejects.toBe(error);
      expect(context.availability.isAvailable()).toBe(true);
    });

    it('answers the last good page when the backend and the public API both fail', async () => {
      const kept = { items: [buildAnime({ mal_id: 4 })] };
      await context.reader.read(topPlan(async () => kept));

      await expect(context.reader.read(topPlan(async () => Promise.reject(networkError())))).resolves.toEqual(
        kept,
      );
    });

    it("throws the spec's message when every source fails and nothing is cached", async () => {
      await expect(context.reader.read(topPlan(async () => Promise.reject(networkError())))).rejects.toEqual(
        new ApiError(FAILURE, 503),
      );
    });

    it('does not count a read the caller cancelled as a backend failure', async () => {
      const controller = new AbortController();
      const read = context.reader.read({
        ...topPlan(
          (signal) =>
            new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
        ),
        signal: controller.signal,
      });
      controller.abort();

      await expect(read).rejects.toBeDefined();
      expect(context.availability.isAvailable()).toBe(true);
      expect(context.loadJikan).not.toHaveBeenCalled();
    });
  });

  describe('anime', () => {
    const unreachable = async (): Promise<Anime> => Promise.reject(networkError());

    it('answers a complete cached anime at once, without a request', async () => {
      const anime = buildAnime({ mal_id: 21 });
      await context.cache.putAnime([anime]);
      const backend = jest.fn();

      await expect(context.reader.anime(21, { backend, fallback: unreachable })).resolves.toEqual(anime);
      expect(backend).not.toHaveBeenCalled();
    });

    it('asks again for an incomplete cached anime, and answers the cached copy when that fails', async () => {
      const seeded = buildSeededAnime({ mal_id: 22 });
      await context.cache.putAnime([seeded]);
      const backend = jest.fn(unreachable);

      await expect(context.reader.anime(22, { backend, fallback: unreachable })).resolves.toEqual(seeded);
      expect(backend).toHaveBeenCalledTimes(1);
    });

    it("throws the spec's message for an anime no source can give", async () => {
      await expect(context.reader.anime(23, { backend: unreachable, fallback: unreachable })).rejects.toEqual(
        new ApiError('Unable to fetch anime 23. Please try again in a moment.', 503),
      );
    });

    it('says that message in the language shown', async () => {
      await changeLanguage('es');
      await expect(context.reader.anime(23, { backend: unreachable, fallback: unreachable })).rejects.toEqual(
        new ApiError('No se pudo obtener el anime 23. Vuelve a intentarlo en un momento.', 503),
      );
    });

    it('remembers a 404 for an hour without asking again', async () => {
      jest.useFakeTimers();
      const backend = jest.fn(async () => Promise.reject(new ApiError('Anime 24 not found', 404)));

      await expect(context.reader.anime(24, { backend, fallback: unreachable })).rejects.toMatchObject({
        status: 404,
      });
      jest.advanceTimersByTime(NOT_FOUND_MEMORY_MS - 1);
      await expect(context.reader.anime(24, { backend, fallback: unreachable })).rejects.toMatchObject({
        status: 404,
      });
      expect(backend).toHaveBeenCalledTimes(1);

      jest.advanceTimersByTime(1);
      await expect(context.reader.anime(24, { backend, fallback: unreachable })).rejects.toMatchObject({
        status: 404,
      });
      expect(backend).toHaveBeenCalledTimes(2);
    });

    it("takes the public API's 404 as not found while the backend is down", async () => {
      const fallback = jest.fn(async () => Promise.reject(new JikanError('HTTP 404 from /anime/25', 404)));

      await expect(context.reader.anime(25, { backend: unreachable, fallback })).rejects.toMatchObject({
        status: 404,
      });
      await expect(context.reader.anime(25, { backend: unreachable, fallback })).rejects.toMatchObject({
        status: 404,
      });
      expect(fallback).toHaveBeenCalledTimes(1);
    });
  });
});
