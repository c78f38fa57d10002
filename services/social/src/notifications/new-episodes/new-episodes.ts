import { Inject, Injectable, Logger } from '@nestjs/common';
import type { SocialEnv } from '@tracker/config';
import { CATALOGUE_SEARCH, LISTS, type ScheduleEntry, USER_CARDS_MAX_IDS, USERS } from '@tracker/contracts';
import { broadcastInstant } from '@tracker/domain';
import { PeerClient } from '@tracker/microservice';
import { KEY_AREAS, passOn, redisKey } from '@tracker/redis';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';

import { SOCIAL_ENV } from '../../common/social-env.js';
import { SocialRedis } from '../../common/social-redis.js';
import { NotificationWriter } from '../notification-writer.js';
import { episodeAt } from './episode-number.js';

/** A week: the longest stretch one run looks back over (a slot passes once in it). */
const WEEK_MS = 7 * 24 * 60 * 60_000;
/** Titles per followers request (lists-progress takes up to 500). */
const TITLES_PER_ASK = 500;

/** A slot that passed in the run's stretch: the title, its name, and the episode it aired. */
interface Airing {
  animeId: number;
  title: string;
  episode: number;
}

/**
 * The new-episode notifications (issue 21): each run finds the weekly broadcast slots (JST, from the
 * catalogue's schedule) that passed since the last run, and gives every user with the title on watching
 * or plan_to_watch who keeps `notifications.newEpisodes` on an 'Episode N of X aired' notification,
 * pushed live. The last run's time is kept in Redis, so a restart neither misses a slot nor looks back
 * further than a week; the notification's dedupe key (user, title, episode) makes each once, however
 * many runs or replicas see the slot.
 */
@Injectable()
export class NewEpisodes {
  private readonly logger = new Logger(NewEpisodes.name);
  private readonly redis: Redis;
  private readonly lastRunKey: string;

  constructor(
    @Inject(SOCIAL_ENV) env: SocialEnv,
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(PeerClient) private readonly peers: PeerClient,
    @Inject(NotificationWriter) private readonly notifications: NotificationWriter,
    @Inject(SocialRedis) redis: SocialRedis,
  ) {
    this.redis = redis.client;
    this.lastRunKey = redisKey(env.REDIS_PREFIX, KEY_AREAS.queue, 'social', 'new-episodes', 'last-run');
  }

  /**
   * One run at `now`: the slots in (last run, now], at most a week back. The first run ever only marks
   * its time. Answers how many notifications it made.
   */
  async run(now: Date): Promise<{ created: number }> {
    const last = Number(await this.redis.get(this.lastRunKey));
    let created = 0;
    if (last > 0 && last < now.getTime()) {
      const from = new Date(Math.max(last, now.getTime() - WEEK_MS));
      created = await this.notify(await this.airedBetween(from, now));
    }
    // Never back: a run with an earlier clock (a late replica) leaves the later mark.
    await this.redis.eval(
      "if tonumber(redis.call('GET', KEYS[1]) or '0') < tonumber(ARGV[1]) then redis.call('SET', KEYS[1], ARGV[1]) end",
      1,
      this.lastRunKey,
      String(now.getTime()),
    );
    if (created > 0) this.logger.log(`${created} new-episode notifications`);
    return { created };
  }

  /** The slots of the week's schedule in (from, to], each with the episode it aired. */
  private async airedBetween(from: Date, to: Date): Promise<Airing[]> {
    const schedule = await this.peers.send(CATALOGUE_SEARCH.schedule, {}).catch(passOn);
    const airings: Airing[] = [];
    for (const { entries } of schedule.days) {
      for (const entry of entries) {
        for (const instant of slotsBetween(entry, from, to)) {
          const { anime } = entry;
          const episode = episodeAt(instant, anime.aired.from, anime.episodes);
          if (episode !== null) airings.push({ animeId: anime.mal_id, title: anime.title, episode });
        }
      }
    }
    return airings;
  }

  private async notify(airings: Airing[]): Promise<number> {
    if (airings.length === 0) return 0;
    const followers = new Map<number, string[]>();
    const animeIds = [...new Set(airings.map(({ animeId }) => animeId))];
    for (let start = 0; start < animeIds.length; start += TITLES_PER_ASK) {
      const asked = animeIds.slice(start, start + TITLES_PER_ASK);
      for (const { animeId, userIds } of await this.peers
        .send(LISTS.followers, { animeIds: asked })
        .catch(passOn))
        followers.set(animeId, userIds);
    }
    const wanted = await this.wantingNewEpisodes([...new Set([...followers.values()].flat())]);
    const drafts = airings.flatMap(({ animeId, title, episode }) =>
      (followers.get(animeId) ?? [])
        .filter((userId) => wanted.has(userId))
        .map((userId) => ({
          userId,
          kind: 'new_episode' as const,
          animeId,
          episode,
          data: { title },
          dedupeKey: `new_episode:${userId}:${animeId}:${episode}`,
        })),
    );
    const made = await this.dataSource.transaction((db) => this.notifications.create(db, drafts));
    await this.notifications.announce(made);
    return made.length;
  }

  /** The users among `ids` whose `notifications.newEpisodes` is on. */
  private async wantingNewEpisodes(ids: string[]): Promise<Set<string>> {
    const wanted = new Set<string>();
    for (let start = 0; start < ids.length; start += USER_CARDS_MAX_IDS) {
      const asked = ids.slice(start, start + USER_CARDS_MAX_IDS);
      const found = await this.peers
        .send(USERS.notificationRecipients, { ids: asked, kind: 'newEpisodes' })
        .catch(passOn);
      for (const id of found) wanted.add(id);
    }
    return wanted;
  }
}

/** The instants of the entry's weekly slot in (from, to]: a stretch of at most a week spans two JST weeks. */
function slotsBetween(entry: ScheduleEntry, from: Date, to: Date): Date[] {
  const instants = [broadcastInstant(entry, from), broadcastInstant(entry, to)].flatMap((instant) =>
    instant && instant > from && instant <= to ? [instant.getTime()] : [],
  );
  return [...new Set(instants)].map((time) => new Date(time));
}
