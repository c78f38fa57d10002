import type { CatalogueJobName } from '@tracker/contracts';

/** What warming fetches: a few dozen public-API requests a day at the default interval. */
export const WARM_STEPS: Array<{ name: Exclude<CatalogueJobName, 'enrich-anime'>; page: number }> = [
  { name: 'warm-season', page: 1 },
  { name: 'warm-season', page: 2 },
  { name: 'warm-top', page: 1 },
  { name: 'warm-top', page: 2 },
  { name: 'warm-schedule', page: 1 },
];

const PATHS: Record<(typeof WARM_STEPS)[number]['name'], string> = {
  'warm-season': '/seasons/now',
  'warm-top': '/top/anime',
  'warm-schedule': '/schedules',
};

export function warmPath(name: (typeof WARM_STEPS)[number]['name'], page: number): string {
  return `${PATHS[name]}?page=${page}`;
}
