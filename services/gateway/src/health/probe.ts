import type { ComponentHealth } from '@tracker/contracts';

/** Each component gets this long: health must answer even when parts of the stack hang. */
export const PROBE_TIMEOUT_MS = 2000;

export type Timed<T> = { ok: true; value: T; latencyMs: number } | { ok: false; error: string };

/** What `check` answered within PROBE_TIMEOUT_MS and how long it took (0.1 ms), or why it did not. */
export async function timed<T>(check: () => Promise<T>): Promise<Timed<T>> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    const value = await Promise.race([
      check(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer within ${PROBE_TIMEOUT_MS} ms`)),
          PROBE_TIMEOUT_MS,
        );
      }),
    ]);
    return { ok: true, value, latencyMs: Math.round((performance.now() - started) * 10) / 10 };
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  } finally {
    clearTimeout(timer);
  }
}

/** One component of /api/health: up with its latency, or down with the reason. */
export async function probe(name: string, check: () => Promise<unknown>): Promise<ComponentHealth> {
  const result = await timed(check);
  return result.ok
    ? { name, status: 'up', latencyMs: result.latencyMs }
    : { name, status: 'down', latencyMs: null, error: result.error };
}
