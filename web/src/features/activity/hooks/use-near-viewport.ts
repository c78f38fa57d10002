import { type RefCallback, useEffect, useState } from 'react';

/** How far below the window a section may be and count as near: it loads a little before it shows. */
const NEAR_MARGIN_PX = 300;

/**
 * Whether the element (given through the ref) has come within NEAR_MARGIN_PX of the window; stays true
 * after. Every browser the app supports has IntersectionObserver; where it is missing (jsdom) nothing is
 * ever near, so a screen's tests see only the requests of its first screen.
 */
export function useNearViewport(): [RefCallback<Element>, boolean] {
  const [near, setNear] = useState(false);
  const [element, setElement] = useState<Element | null>(null);

  useEffect(() => {
    if (near || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${NEAR_MARGIN_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, element]);

  return [setElement, near];
}
