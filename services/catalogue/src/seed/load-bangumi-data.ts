import type { BangumiData } from './bangumi-item.js';

/** The bangumi-data package's JSON (~8,000 titles), loaded only when seeding. */
export async function loadBangumiData(): Promise<BangumiData> {
  const module = (await import('bangumi-data', { with: { type: 'json' } })) as { default: BangumiData };
  return module.default;
}
