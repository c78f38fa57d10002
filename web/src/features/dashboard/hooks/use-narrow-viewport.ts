import { useSyncExternalStore } from 'react';

/** Below this width the dashboard stacks its widgets in one column, read-only. */
const NARROW_QUERY = '(max-width: 639px)';

const media = () => (typeof window.matchMedia === 'function' ? window.matchMedia(NARROW_QUERY) : null);

function subscribe(onChange: () => void): () => void {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether the viewport is phone-narrow, following resizes. */
export function useNarrowViewport(): boolean {
  return useSyncExternalStore(subscribe, () => media()?.matches ?? false);
}
