import { randomUUID } from 'node:crypto';

/** A request still unanswered after this is hung: the budget is none. */
export const HUNG_MS = 10_000;
/** Answers a client retries with the same Idempotency-Key: the service may not have seen the write. */
const RETRIED_STATUSES = new Set([502, 503, 504]);
/** A write not acknowledged within this, retries included, is given up (counted, not lost). */
const WRITE_DEADLINE_MS = 30_000;
const STATUSES = ['watching', 'completed', 'on_hold', 'dropped', 'plan_to_watch'] as const;
/** Each title gets this many episode marks before a user moves to the next one. */
const EPISODES_PER_TITLE = 4;

export interface LoadUser {
  id: string;
  token: string;
  /** Which load user it is: spreads users over the titles so no two write the same pair. */
  index: number;
  listWrites: number;
  episodeWrites: number;
}

export interface ListWrite {
  kind: 'list';
  user: LoadUser;
  animeId: number;
  status: (typeof STATUSES)[number];
  score: number;
}

export interface EpisodeWrite {
  kind: 'episode';
  user: LoadUser;
  animeId: number;
  episodeNumber: number;
}

type Write = ListWrite | EpisodeWrite;
/** An HTTP status, or what happened instead of one. */
type Outcome = number | `network error (${string})` | 'hung';

/**
 * A steady load of signed-in users through the gateway: list writes (a status and score per title), episode
 * marks and reads, `concurrency` at a time. Every write carries a fresh Idempotency-Key and is retried with
 * the same key after a 502/503/504, a network error or a hang; each acknowledged (2xx) write is kept so it
 * can be read back. Every answer is counted under the phase (the fault) it came back in.
 */
export class Load {
  phase = 'baseline';
  readonly outcomes = new Map<string, Map<string, number>>();
  readonly acknowledged: Write[] = [];
  readonly unacknowledged = new Map<string, number>();
  requests = 0;
  writes = 0;
  retries = 0;
  hung = 0;
  private readonly latencies: number[] = [];
  private running = false;
  private workers: Promise<void>[] = [];
  private turn = 0;

  constructor(
    private readonly baseUrl: string,
    private readonly users: LoadUser[],
    /** Catalogue titles: list writes take them in order, episode marks from the other end. */
    private readonly titles: number[],
    private readonly concurrency = 32,
  ) {}

  start(): void {
    this.running = true;
    this.workers = Array.from({ length: this.concurrency }, () => this.work());
  }

  /** Stops sending new requests and waits for the ones in flight, retries included. */
  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.workers);
  }

  latency(): { p50: number; p99: number; max: number } {
    const sorted = [...this.latencies].sort((a, b) => a - b);
    const at = (share: number) =>
      Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]);
    return { p50: at(0.5), p99: at(0.99), max: Math.round(sorted.at(-1) ?? 0) };
  }

  private async work(): Promise<void> {
    while (this.running) {
      const turn = (this.turn += 1);
      const user = this.users[turn % this.users.length];
      const kind = turn % 10;
      if (kind < 4) await this.write(this.nextListWrite(user));
      else if (kind < 7) await this.write(this.nextEpisodeWrite(user));
      else await this.read(user, turn);
    }
  }

  /** Titles are spread over the users so that each (user, title) pair is written once: the last write wins. */
  private title(user: LoadUser, offset: number): number {
    const stride = Math.floor(this.titles.length / this.users.length);
    return this.titles[(user.index * stride + offset) % this.titles.length];
  }

  private nextListWrite(user: LoadUser): ListWrite {
    const n = (user.listWrites += 1);
    return {
      kind: 'list',
      user,
      animeId: this.title(user, n),
      status: STATUSES[n % STATUSES.length],
      score: (n % 10) + 1,
    };
  }

  private nextEpisodeWrite(user: LoadUser): EpisodeWrite {
    const n = (user.episodeWrites += 1) - 1;
    return {
      kind: 'episode',
      user,
      animeId: this.title(user, this.titles.length - 1 - Math.floor(n / EPISODES_PER_TITLE)),
      episodeNumber: (n % EPISODES_PER_TITLE) + 1,
    };
  }

  private async write(write: Write): Promise<void> {
    this.writes += 1;
    const key = randomUUID();
    const body =
      write.kind === 'list'
        ? {
            path: '/api/auth/anime-lists',
            json: { animeId: write.animeId, status: write.status, score: write.score },
          }
        : {
            path: '/api/auth/episode-progress',
            json: { animeId: write.animeId, episodeNumber: write.episodeNumber },
          };
    const firstSent = Date.now();
    for (let attempt = 0; ; attempt += 1) {
      if (attempt > 0) this.retries += 1;
      const outcome = await this.send('POST', body.path, write.user.token, body.json, key);
      if (typeof outcome === 'number' && outcome < 300) {
        this.acknowledged.push(write);
        return;
      }
      const retried = typeof outcome !== 'number' || RETRIED_STATUSES.has(outcome);
      if (!retried || Date.now() - firstSent > WRITE_DEADLINE_MS) {
        const label = `${outcome} in ${this.phase}`;
        this.unacknowledged.set(label, (this.unacknowledged.get(label) ?? 0) + 1);
        return;
      }
      // Back off as the web's retry does: 100 ms, doubling, at most 2 s.
      await new Promise((resolve) => setTimeout(resolve, Math.min(2000, 100 * 2 ** attempt)));
    }
  }

  private async read(user: LoadUser, turn: number): Promise<void> {
    const animeId = this.title(user, turn);
    const path = [
      `/api/database/anime/${animeId}`,
      `/api/auth/episode-progress/${animeId}`,
      `/api/auth/episode-count/${animeId}`,
    ][turn % 3];
    await this.send('GET', path, user.token);
  }

  private async send(
    method: string,
    path: string,
    token: string,
    json?: unknown,
    idempotencyKey?: string,
  ): Promise<Outcome> {
    const started = performance.now();
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (json !== undefined) headers['content-type'] = 'application/json';
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    let outcome: Outcome;
    try {
      const response = await fetch(this.baseUrl + path, {
        method,
        headers,
        body: json === undefined ? undefined : JSON.stringify(json),
        signal: AbortSignal.timeout(HUNG_MS),
      });
      await response.arrayBuffer();
      outcome = response.status;
    } catch (error) {
      outcome = (error as Error).name === 'TimeoutError' ? 'hung' : `network error (${causeOf(error)})`;
    }
    this.requests += 1;
    if (outcome === 'hung') this.hung += 1;
    else this.latencies.push(performance.now() - started);
    // Counted under the phase the answer came in: a fault fails the requests in flight when it strikes.
    const counts = this.outcomes.get(this.phase) ?? new Map<string, number>();
    counts.set(String(outcome), (counts.get(String(outcome)) ?? 0) + 1);
    this.outcomes.set(this.phase, counts);
    return outcome;
  }
}

/** The acknowledged writes a user's lists and episode progress, read back, do not hold. */
export function lostWrites(
  writes: Write[],
  lists: Map<string, Map<number, { status: string; score: number | null }>>,
  progress: Map<string, Record<string, Record<string, { completed: boolean }>>>,
): Write[] {
  return writes.filter((write) => {
    if (write.kind === 'list') {
      const entry = lists.get(write.user.id)?.get(write.animeId);
      return entry?.status !== write.status || entry.score !== write.score;
    }
    return progress.get(write.user.id)?.[write.animeId]?.[write.episodeNumber]?.completed !== true;
  });
}

/** Why fetch failed, e.g. ECONNREFUSED while the gateway restarts or ECONNRESET when it dies mid-request. */
function causeOf(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message;
}
