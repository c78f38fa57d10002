import { useState } from 'react';

/**
 * The address to give an <img>, or null for the fallback: when there is none or it failed to load. The
 * failure is remembered per address, so a new address is tried again.
 */
export function useLoadableImage(url: string | null): { src: string | null; onError: () => void } {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  return { src: url && url !== failedUrl ? url : null, onError: () => setFailedUrl(url) };
}
