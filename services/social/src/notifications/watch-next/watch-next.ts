import { Inject, Injectable, Logger } from '@nestjs/common';
import type { SocialEnv } from '@tracker/config';
import { LISTS, USERS } from '@tracker/contracts';
import { broadcastInstant } from '@tracker/domain';
import { PeerClient } from '@tracker/microservice';
import { KEY_AREAS, passOn, redisKey } from '@tracker/redis';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';

import { SOCIAL_ENV } from '../../common/social-env.js';
import { SocialRedis } from '../../common/social-redis.js';
import { type NotificationDraft, NotificationWriter } from '../notification-writer.js';

/** Japan's offset (it keeps no daylight-saving time), to name the JST week by its Monday's date. */
const JST_OFFSET_MS = 9 * 60 * 60_000;

/** The JST week `now` falls in, as its Monday's date ('2026-11-30'). */
export function jstWeekOf(now: Date): string {
  const monday = broadcastInstant({ day: 'Mondays', time: '00:00' }, now) as Date;
  return new Date(monday.getTime() + JST_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The weekly 'watch next' (issue 21): once a JST week, every user with lists who keeps
 * `notifications.recommendations` on gets one notification naming the top title of their 'watch next'
 * (`lists.recommendations.list`), pushed live. The week done is kept in Redis, so the runs after it in
 * the same week ask nobody; its dedupe key (user, week) makes one a week however many runs or replicas
 * get there, and a week some users' suggestions could not be read is taken up again by the next run.
 */
@Injectable()
export class WatchNext {
  private readonly logger = new Logger(WatchNext.name);
  private readonly redis: Redis;
  private readonly weekDoneKey: string;

  constructor(
    @Inject(SOCIAL_ENV) env: SocialEnv,
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(PeerClient) private readonly peers: PeerClient,
    @Inject(NotificationWriter) private readonly notifications: NotificationWriter,
    @Inject(SocialRedis) redis: SocialRedis,
  ) {
    this.redis = redis.client;
    this.weekDoneKey = redisKey(env.REDIS_PREFIX, KEY_AREAS.queue, 'social', 'watch-next', 'week-done');
  }

  /**
   * The week of `now`, unless done; the first run ever only marks its week (an installation's first
   * suggestions come the week after). Answers how many notifications it made.
   */
  async run(now: Date): Promise<{ created: number }> {
    const week = jstWeekOf(now);
    const done = await this.redis.get(this.weekDoneKey);
    if (done === null) await this.redis.set(this.weekDoneKey, week);
    if (done === null || done >= week) return { created: 0 };
    let created = 0;
    let missed = 0;
    let after: string | undefined;
    do {
      const page = await this.peers.send(LISTS.listers, after ? { after } : {}).catch(passOn);
      const wanted =
        page.userIds.length === 0
          ? []
          : await this.peers
              .send(USERS.notificationRecipients, { ids: page.userIds, kind: 'recommendations' })
              .catch(passOn);
      const drafts: NotificationDraft[] = [];
      for (const userId of wanted) {
        const suggestions = await this.peers
          .send(LISTS.recommendations, { forUserId: userId, userId })
          .catch((error: Error) => {
            missed += 1;
            this.logger.warn(`No 'watch next' for ${userId} this run: ${error.message}`);
            return [];
          });
        const [top] = suggestions;
        if (top)
          drafts.push({
            userId,
            kind: 'watch_next',
            animeId: top.mal_id,
            data: { title: top.title },
            dedupeKey: `watch_next:${userId}:${week}`,
          });
      }
      const made = await this.dataSource.transaction((db) => this.notifications.create(db, drafts));
      await this.notifications.announce(made);
      created += made.length;
      after = page.next ?? undefined;
    } while (after);
    if (missed === 0) await this.redis.set(this.weekDoneKey, week);
    if (created > 0) this.logger.log(`${created} 'watch next' notifications for the week of ${week}`);
    return { created };
  }
}
