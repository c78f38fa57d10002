import { useSyncExternalStore } from 'react';

/** Spec §9 columns by viewport width, widest first; the `.anime-grid` CSS uses the same breakpoints. */
const COLUMN_BREAKPOINTS: ReadonlyArray<readonly [minWidth: number, columns: number]> = [
  [1280, 6],
  [1024, 5],
  [768, 4],
  [640, 3],
];
const NARROW_COLUMNS = 2;

export function columnsForWidth(width: number): number {
  return COLUMN_BREAKPOINTS.find(([minWidth]) => width >= minWidth)?.[1] ?? NARROW_COLUMNS;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const snapshot = () => columnsForWidth(window.innerWidth);

/** How many columns the anime grid has at the current window width, following resizes. */
export function useGridColumns(): number {
  return useSyncExternalStore(subscribe, snapshot, () => NARROW_COLUMNS);
}
