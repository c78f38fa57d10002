import { useEffect, useRef } from 'react';

/** Spec §9: the top list loads more when within 1000 px of the page bottom. */
export const NEAR_BOTTOM_PX = 1000;

function nearPageBottom(): boolean {
  const scrolledTo = window.scrollY + window.innerHeight;
  return document.documentElement.scrollHeight - scrolledTo <= NEAR_BOTTOM_PX;
}

/**
 * Calls `onNear` whenever the page is scrolled (or resized) to within NEAR_BOTTOM_PX of its bottom
 * while `enabled`. It also checks when `enabled` turns on and when `contentSize` changes, so a page
 * still too short after a load keeps filling without waiting for a scroll.
 */
export function useNearPageBottom(onNear: () => void, enabled: boolean, contentSize: number): void {
  const onNearRef = useRef(onNear);
  useEffect(() => {
    onNearRef.current = onNear;
  });

  useEffect(() => {
    if (!enabled) return;
    const check = () => {
      if (nearPageBottom()) onNearRef.current();
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [enabled, contentSize]);
}
