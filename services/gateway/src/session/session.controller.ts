import { Controller, Get, Header, Inject, Logger, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { GatewayEnv } from '@tracker/config';
import { type AnimeLists, AUTH, BADGES, CATALOGUE_SEARCH, EPISODES, LISTS } from '@tracker/contracts';
import { signedInSession } from '@tracker/contracts/schemas';
import { quickAccessIds } from '@tracker/domain';

import { AuthGuard, CurrentUser } from '../authentication/auth.guard.js';
import type { AuthUser } from '../authentication/token-verifier.js';
import { ApiData } from '../envelope/api-answer.js';
import { JSON_CONTENT_TYPE, OK_JSON_HEAD, OK_JSON_TAIL } from '../envelope/envelope.js';
import type { KeptRead } from '../kept-answers/answer-keeper.js';
import { KeptAnswers } from '../kept-answers/kept-answers.js';
import { GATEWAY_ENV, ServiceClients } from '../transport/service-clients.js';
import { UpstreamStatusReader } from './upstream-status.js';

const NO_TITLES = Buffer.from(JSON.stringify({ items: [], missingIds: [] }));
const NULL = Buffer.from('null');
const CLOSE_AND_TAIL = Buffer.concat([Buffer.from('}'), OK_JSON_TAIL]);

/** Each per-user part as its service serialised it: passed on as bytes, never parsed and written again. */
interface ListDataJson {
  lists: Buffer;
  statistics: Buffer;
  episodeProgress: Buffer;
}
/**
 * How long the optional parts may keep the account waiting: with lists-progress or the catalogue down,
 * signing in answers after this rather than after the full service timeout, and the web loads the rest.
 */
const OPTIONAL_PART_TIMEOUT_MS = 1_500;

/**
 * Issue 15: a signed-in screen's first read in one request instead of seven (nine with the sidebar's). The per-user reads (account,
 * lists, statistics, progress, the friends sidebar's badge) and the upstream go out in one turn (one
 * transport frame per service), then the catalogue's titles for the watching tab. A repeated read asks no
 * service: the per-user parts are kept answers (dropped on the changes the services broadcast), the
 * upstream is a second's snapshot shared by all.
 * Only the account is needed: a list or catalogue failure leaves its part null, as the web then loads
 * it on its own, so one slow service never keeps anyone from being signed in.
 */
@ApiTags('auth')
@Controller('auth')
@UseGuards(AuthGuard)
export class SessionController {
  private readonly logger = new Logger(SessionController.name);

  private readonly optionalTimeoutMs: number;

  constructor(
    @Inject(ServiceClients) private readonly services: ServiceClients,
    @Inject(KeptAnswers) private readonly kept: KeptAnswers,
    @Inject(UpstreamStatusReader) private readonly upstream: UpstreamStatusReader,
    @Inject(GATEWAY_ENV) env: GatewayEnv,
  ) {
    this.optionalTimeoutMs = Math.min(OPTIONAL_PART_TIMEOUT_MS, env.SERVICE_TIMEOUT_MS);
  }

  @Get('session')
  @Header('Content-Type', JSON_CONTENT_TYPE)
  @ApiOperation({
    summary:
      'data: user, listData (lists, statistics, episodeProgress), watchingTitles (the quick-access tab, 16 newest), upstream (the public API as the catalogue sees it) and badges (pending friend requests, unread messages); a part whose service failed is null.',
  })
  @ApiData(signedInSession)
  async session(@CurrentUser() { id: userId }: AuthUser): Promise<Buffer> {
    const [own, upstream, badges] = await Promise.all([
      this.kept.serveWhole('session', userId, () => this.ownParts(userId)),
      this.upstream.read(this.optionalTimeoutMs).catch((error: unknown) => this.leftOut('upstream', error)),
      this.kept
        .serve('badges', userId, () => this.services.sendJson(BADGES.get, { userId }, this.optionalTimeoutMs))
        .catch((error: unknown) => this.leftOut('badges', error)),
    ]);
    // One copy of the ~150 KB: the kept part already holds the envelope's head.
    return Buffer.concat([
      own,
      Buffer.from(`,"upstream":${JSON.stringify(upstream)},"badges":`),
      badges ?? NULL,
      CLOSE_AND_TAIL,
    ]);
  }

  /**
   * The envelope's head and the answer's first fields, `{"user":…,"listData":…,"watchingTitles":…`, written around the services'
   * own bytes (a 200-title user's are ~150 KB). Kept together, as they change together (the account, the
   * lists, the titles); kept only when every part came.
   */
  private async ownParts(userId: string): Promise<KeptRead> {
    const [user, listData] = await Promise.all([
      this.services.sendJson(AUTH.account, { userId }),
      this.listData(userId).catch((error: unknown) => this.leftOut('listData', error)),
    ]);
    const watchingTitles =
      listData &&
      (await this.watchingTitles(listData.lists).catch((error) => this.leftOut('watchingTitles', error)));
    const parts: Buffer[] = [OK_JSON_HEAD, Buffer.from('{"user":'), user, Buffer.from(',"listData":')];
    if (listData)
      parts.push(
        Buffer.from('{"lists":'),
        listData.lists,
        Buffer.from(',"statistics":'),
        listData.statistics,
        Buffer.from(',"episodeProgress":'),
        listData.episodeProgress,
        Buffer.from('}'),
      );
    else parts.push(NULL);
    parts.push(Buffer.from(',"watchingTitles":'), watchingTitles ?? NULL);
    return { bytes: Buffer.concat(parts), keep: Boolean(watchingTitles) };
  }

  private async listData(userId: string): Promise<ListDataJson> {
    const [lists, statistics, episodeProgress] = await Promise.all([
      this.services.sendJson(LISTS.lists, { userId }, this.optionalTimeoutMs),
      this.services.sendJson(LISTS.statistics, { userId }, this.optionalTimeoutMs),
      this.services.sendJson(EPISODES.all, { userId }, this.optionalTimeoutMs),
    ]);
    return { lists, statistics, episodeProgress };
  }

  /** The watching tab's titles: the one part read here, for the ids of the newest watched entries. */
  private async watchingTitles(listsJson: Buffer): Promise<Buffer> {
    const { watching } = JSON.parse(listsJson.toString('utf8')) as AnimeLists;
    const ids = quickAccessIds(watching);
    return ids.length
      ? this.services.sendJson(CATALOGUE_SEARCH.batch, { ids }, this.optionalTimeoutMs)
      : NO_TITLES;
  }

  private leftOut(part: string, error: unknown): null {
    this.logger.warn(`GET /api/auth/session without ${part}: ${String(error)}`);
    return null;
  }
}
