/** Spec §9: the race between the two public sources gives up after 10 s. */
export const RACE_TIMEOUT_MS = 10_000;

/** A race that produced no answer; `errors` holds the failures seen, in the order they came. */
export abstract class SourceRaceError extends Error {
  constructor(
    message: string,
    readonly what: string,
    readonly errors: unknown[],
  ) {
    super(message);
  }
}

/** Spec §8: every source that ran failed. */
export class AllSourcesFailedError extends SourceRaceError {
  constructor(what: string, errors: unknown[]) {
    super(`All APIs failed for ${what}`, what, errors);
    this.name = 'AllSourcesFailedError';
  }
}

/** Spec §8: no source answered in time. */
export class RaceTimeoutError extends SourceRaceError {
  constructor(what: string, errors: unknown[]) {
    super(`API race timeout for ${what}`, what, errors);
    this.name = 'RaceTimeoutError';
  }
}

/** One contender; null for a source that is unavailable (e.g. MAL without a client id) and sits out. */
export type RaceSource<T> = (() => Promise<T>) | null;

/**
 * Asks every available source at once and answers with the first success. Losers keep running without
 * being awaited (their answers still fill the caches); their failures are only collected.
 */
export function raceSources<T>(
  what: string,
  sources: ReadonlyArray<RaceSource<T>>,
  timeoutMs = RACE_TIMEOUT_MS,
): Promise<T> {
  const running = sources.filter((source): source is () => Promise<T> => source !== null);
  if (running.length === 0) return Promise.reject(new AllSourcesFailedError(what, []));
  return new Promise<T>((resolve, reject) => {
    const errors: unknown[] = [];
    let settled = false;
    const timer = setTimeout(() => settle(() => reject(new RaceTimeoutError(what, [...errors]))), timeoutMs);
    function settle(done: () => void) {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      done();
    }
    for (const source of running) {
      // Through a promise, so a source that throws before returning one fails like any other.
      Promise.resolve()
        .then(source)
        .then(
          (value) => settle(() => resolve(value)),
          (error: unknown) => {
            errors.push(error);
            if (errors.length === running.length)
              settle(() => reject(new AllSourcesFailedError(what, [...errors])));
          },
        );
    }
  });
}
