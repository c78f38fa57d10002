/** `value` if it settles within `ms`, else 'timeout' (the promise goes on; its failure is handled by it). */
export async function within<T>(value: Promise<T>, ms: number): Promise<T | 'timeout'> {
  if (ms <= 0) return 'timeout';
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  try {
    return await Promise.race([value, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
