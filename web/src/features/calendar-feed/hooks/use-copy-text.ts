import { useCallback, useEffect, useState } from 'react';

/** How long 'Copied' shows after a copy. */
const COPIED_MS = 2_000;

export type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Copies text to the clipboard and says how it went for a moment: 'failed' where the browser refuses
 * (no permission, an insecure origin), so the page can ask for a manual copy instead.
 */
export function useCopyText() {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), COPIED_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  }, []);

  return { state, copy };
}
