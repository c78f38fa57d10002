import { useEffect, useState } from 'react';

export type CopyState = 'idle' | 'copied' | 'failed';

/** How long 'Copied' shows before the button reads 'Copy' again. */
const COPIED_FOR_MS = 2_000;

/**
 * Copies text to the clipboard on demand and says how it went: 'failed' where the browser refuses (no
 * clipboard outside https, or permission denied), so the page can ask to copy by hand.
 */
export function useCopyText(text: string) {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return { state, copy };
}
