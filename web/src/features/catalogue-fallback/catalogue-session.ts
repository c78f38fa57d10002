import { BackendAvailability, scheduleHealthChecks } from './backend-availability';
import { CatalogueReader } from './catalogue-reader';
import { systemClock } from './clock';
import type { JikanCatalogue } from './jikan/jikan-catalogue';
import { LocalCache } from './local-cache';
import { NotFoundMemory } from './not-found-memory';
import { jikanBaseUrl } from './runtime-config';

export interface CatalogueSession {
  cache: LocalCache;
  availability: BackendAvailability;
  reader: CatalogueReader;
}

function createCatalogueSession(): CatalogueSession {
  const cache = new LocalCache(systemClock);
  const availability = new BackendAvailability({ cache, clock: systemClock });
  let jikan: Promise<JikanCatalogue> | undefined;
  // The public API client is its own chunk, fetched the first time the backend is unavailable.
  const loadJikan = () =>
    (jikan ??= import('./jikan/jikan-catalogue').then(({ createJikanCatalogue }) =>
      createJikanCatalogue(jikanBaseUrl(), systemClock),
    ));
  const reader = new CatalogueReader({
    cache,
    availability,
    notFound: new NotFoundMemory(systemClock),
    loadJikan,
  });
  return { cache, availability, reader };
}

let session = createCatalogueSession();

/** The data layer's state (availability, not-found memory, public API client) for the running app. */
export const catalogueSession = (): CatalogueSession => session;

/** A fresh session for a newly mounted app, so one test's outage never leaks into the next render. */
export function startCatalogueSession(): void {
  session = createCatalogueSession();
}

/** Spec §4 health checks against whichever session is current; returns the function that stops them. */
export function startBackendMonitoring(): () => void {
  return scheduleHealthChecks(() => session.availability.checkHealth());
}
