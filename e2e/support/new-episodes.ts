import { NEW_EPISODES_JOB, NOTIFICATIONS_QUEUE } from '@tracker/contracts';
import { KEY_AREAS, redisKey, redisOptionsFromUrl } from '@tracker/redis';
import { Queue, QueueEvents } from 'bullmq';

import type { Stack } from './stack';

/**
 * Runs the social service's new-episode job at `now`, as a fake clock: a job on its queue carrying the
 * instant, taken by the stack's worker; resolves once it finished (rejects when it failed).
 */
export async function runNewEpisodesAt(stack: Stack, now: Date): Promise<void> {
  const connection = { ...redisOptionsFromUrl(stack.infra.redisUrl), maxRetriesPerRequest: null };
  const prefix = redisKey(stack.infra.redisPrefix, KEY_AREAS.queue);
  const queue = new Queue(NOTIFICATIONS_QUEUE, { connection, prefix });
  const events = new QueueEvents(NOTIFICATIONS_QUEUE, { connection, prefix });
  try {
    await events.waitUntilReady();
    const job = await queue.add(NEW_EPISODES_JOB, { now: now.toISOString() });
    await job.waitUntilFinished(events, 30_000);
  } finally {
    await events.close();
    await queue.close();
  }
}

/** The fake Jikan's Pocket Garrison (Poketto Chuutonchi): airing Mondays 00:30 JST since 5 October 2026, 12 episodes. */
export const POCKET_GARRISON = { id: 90019, title: 'Poketto Chuutonchi', episodes: 12 };
const WEEK = 7 * 24 * 60 * 60_000;
const FIRST_SLOT = Date.parse('2026-10-05T00:30:00+09:00');

/** Its next slot after `after`, within a week, and the episode that slot airs (weeks since the first + 1, at most 12). */
export function nextPocketGarrisonSlot(after: number): { at: number; episode: number } {
  const weeks = Math.max(0, Math.floor((after - FIRST_SLOT) / WEEK) + 1);
  return { at: FIRST_SLOT + weeks * WEEK, episode: Math.min(POCKET_GARRISON.episodes, weeks + 1) };
}
