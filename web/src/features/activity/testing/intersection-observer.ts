/**
 * An IntersectionObserver for jsdom (which has none): each observed element is reported intersecting
 * when `intersect()` is called, or at once with `{ immediate: true }`. `restore()` removes it again.
 */
export function stubIntersectionObserver({ immediate = false } = {}) {
  const callbacks: IntersectionObserverCallback[] = [];
  const report = (callback: IntersectionObserverCallback) =>
    callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
  globalThis.IntersectionObserver = class {
    constructor(private readonly callback: IntersectionObserverCallback) {
      callbacks.push(callback);
    }
    observe() {
      if (immediate) queueMicrotask(() => report(this.callback));
    }
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
  return {
    observers: () => callbacks.length,
    intersect: () => callbacks.forEach(report),
    restore: () => delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver,
  };
}
