export type FaultStatus = 429 | 500 | 503 | 404;

/**
 * What to do to a request instead of (or before) answering it: answer an error status with the real API's
 * error body, answer late, or destroy the socket without answering. `delayMs` combines with the others.
 */
export type Fault =
  { status: FaultStatus; delayMs?: number } | { delayMs: number } | { drop: true; delayMs?: number };

/** A path prefix such as '/v4/top/anime', or a pattern tested against the path with its query string. */
export type FaultMatcher = string | RegExp;

interface Rule {
  matcher: FaultMatcher | undefined;
  fault: Fault;
}

function matches(matcher: FaultMatcher | undefined, path: string, pathWithQuery: string): boolean {
  if (matcher === undefined) return true;
  return typeof matcher === 'string' ? path.startsWith(matcher) : matcher.test(pathWithQuery);
}

/** Faults programmed by a test: counted ones are used up first, in the order they were added. */
export class FaultPlan {
  private counted: Rule[] = [];
  private standing: Rule[] = [];

  /** The next `count` requests (that match, when a matcher is given) get `fault`. */
  next(count: number, fault: Fault, matcher?: FaultMatcher): void {
    for (let index = 0; index < count; index += 1) this.counted.push({ matcher, fault });
  }

  /** Every matching request gets `fault` until `clear()`. */
  always(matcher: FaultMatcher, fault: Fault): void {
    this.standing.push({ matcher, fault });
  }

  clear(): void {
    this.counted = [];
    this.standing = [];
  }

  /** The fault for a request to `path` (`search` is its query string), using up a counted one. */
  take(path: string, search: string): Fault | undefined {
    const pathWithQuery = path + search;
    const index = this.counted.findIndex((rule) => matches(rule.matcher, path, pathWithQuery));
    if (index >= 0) return this.counted.splice(index, 1)[0].fault;
    return this.standing.find((rule) => matches(rule.matcher, path, pathWithQuery))?.fault;
  }
}
