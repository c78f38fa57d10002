/**
 * Polls `check` until it passes (returns or resolves without throwing) and answers its value; past
 * `timeoutMs` it throws the last failure. For state that no event announces (health after a restart, a
 * fire-and-forget event reaching its listener): where an event or a fake clock can be awaited, await it.
 */
export async function eventually<T>(
  check: () => T | Promise<T>,
  timeoutMs: number,
  intervalMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }
}
