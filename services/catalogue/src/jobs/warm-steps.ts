import type { CatalogueJobName } from '@tracker/contracts';

export type WarmJobName = Extract<CatalogueJobName, `warm-${string}`>;

/** What warming fetches: a few dozen public-API requests a day at the default interval. */
export const WARM_STEPS: Array<{ name: WarmJobName; page: number }> = [
  { name: 'warm-season', page: 1 },
  { name: 'warm-season', page: 2 },
  { name: 'warm-top', page: 1 },
  { name: 'warm-top', page: 2 },
  { name: 'warm-schedule', page: 1 },
];

const PATHS: Record<WarmJobName, string> = {
  'warm-season': '/seasons/now',
  'warm-top': '/top/anime',
  'warm-schedule': '/schedules',
};

export function warmPath(name: WarmJobName, page: number): string {
  return `${PATHS[name]}?page=${page}`;
}
