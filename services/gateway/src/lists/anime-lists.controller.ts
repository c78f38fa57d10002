import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  HttpStatus,
  Inject,
  Param,
  Post,
  Put,
  Query,
  Res,
  UseGuards,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type ApiEnvelope,
  type ListEntry,
  type ListExportFormat,
  type ListImportSummary,
  type ListRemoval,
  LISTS,
} from '@tracker/contracts';
import {
  type AddEntryBody,
  addEntryBody,
  animeIdParam,
  animeLists,
  dryRunParam,
  exportFormatParam,
  listEntry,
  listImportSummary,
  listRemovalParam,
  listStatistics,
  type MalExportFile,
  malExportFile,
  type UpdateEntryBody,
  updateEntryBody,
} from '@tracker/contracts/schemas';
import type { FastifyReply } from 'fastify';

import { AuthGuard, CurrentUser } from '../authentication/auth.guard.js';
import type { AuthUser } from '../authentication/token-verifier.js';
import { ApiData, ApiFile } from '../envelope/api-answer.js';
import { JSON_CONTENT_TYPE, ok, okJsonField } from '../envelope/envelope.js';
import { KeptAnswers } from '../kept-answers/kept-answers.js';
import { ServiceClients } from '../transport/service-clients.js';
import { IdempotencyKey } from './list-route-params.js';

/** A list of thousands of titles takes seconds to check and write: longer than other calls may wait. */
const IMPORT_TIMEOUT_MS = 60_000;
const listsEnvelope = okJsonField('lists');
const statisticsEnvelope = okJsonField('statistics');

/** Spec §7 anime lists of the signed-in user; the service checks every field and owns every rule. */
@ApiTags('lists')
@Controller('auth')
@UseGuards(AuthGuard)
export class AnimeListsController {
  constructor(
    @Inject(ServiceClients) private readonly services: ServiceClients,
    @Inject(KeptAnswers) private readonly kept: KeptAnswers,
  ) {}

  /** The service's serialised answer goes out inside the envelope as bytes, never parsed here. */
  @Get('anime-lists')
  @Header('Content-Type', JSON_CONTENT_TYPE)
  @ApiOperation({ summary: 'data.lists: watching, completed, on_hold, dropped, plan_to_watch and favorite.' })
  @ApiData({ lists: animeLists })
  async lists(@CurrentUser() user: AuthUser): Promise<Buffer> {
    return this.kept.serve('lists', user.id, async () =>
      listsEnvelope(await this.services.sendJson(LISTS.lists, { userId: user.id })),
    );
  }

  @Post('anime-lists')
  @ApiOperation({
    summary: "body animeId, status (one of the five, or 'favorite'), optional score 1–10: adds or updates.",
  })
  @ApiData({ entry: listEntry.nullable() }, HttpStatus.CREATED)
  async add(
    @CurrentUser() user: AuthUser,
    @Body({ schema: addEntryBody }) body: AddEntryBody,
    @IdempotencyKey() idempotencyKey: string | undefined,
  ): Promise<ApiEnvelope<{ entry: ListEntry | null }>> {
    return ok({ entry: await this.services.send(LISTS.add, { userId: user.id, body, idempotencyKey }) });
  }

  @Get('anime-lists/export')
  @ApiOperation({ summary: 'The lists as a file: ?format=mal (MyAnimeList XML, the default) or json.' })
  @ApiFile('application/xml', 'The lists as a file: MyAnimeList XML, or JSON for ?format=json.')
  async export(
    @CurrentUser() user: AuthUser,
    @Query('format', { schema: exportFormatParam }) format: ListExportFormat,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const file = await this.services.send(LISTS.exportLists, {
      userId: user.id,
      username: user.username,
      format,
    });
    void reply
      .header('Content-Type', `${file.contentType}; charset=utf-8`)
      .header('Content-Disposition', `attachment; filename="${file.filename}"`)
      .header('Cache-Control', 'no-store');
    return file.content;
  }

  @Post('anime-lists/import')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Body: a MyAnimeList XML export (application/xml). Adds and updates entries; ?dryRun=true only reports. data: the summary and the titles it could not match.',
  })
  @ApiData(listImportSummary)
  async import(
    @CurrentUser() user: AuthUser,
    @Body({ schema: malExportFile }) xml: MalExportFile,
    @Query('dryRun', { schema: dryRunParam }) dryRun: boolean,
  ): Promise<ApiEnvelope<ListImportSummary>> {
    return ok(
      await this.services.send(LISTS.importLists, { userId: user.id, xml, dryRun }, IMPORT_TIMEOUT_MS),
    );
  }

  @Put('anime-lists/:animeId')
  @ApiOperation({
    summary:
      'Partial entry: status (null removes it from the lists), score (null removes), isFavorite, timesRewatched, isPrivate, episodesWatched.',
  })
  @ApiData({ entry: listEntry.nullable() })
  async update(
    @CurrentUser() user: AuthUser,
    // Nest checks the parameters from the last: the id after the body, so a bad id answers first as before.
    @Body({ schema: updateEntryBody }) body: UpdateEntryBody,
    @Param('animeId', { schema: animeIdParam }) animeId: number,
    @IdempotencyKey() idempotencyKey: string | undefined,
  ): Promise<ApiEnvelope<{ entry: ListEntry | null }>> {
    const write = { userId: user.id, animeId, body, idempotencyKey };
    return ok({ entry: await this.services.send(LISTS.update, write) });
  }

  @Delete('anime-lists/:animeId')
  @ApiOperation({ summary: 'Removes the title from all five statuses (favorite and score stay).' })
  @ApiData({ entry: listEntry.nullable() })
  async removeAll(
    @CurrentUser() user: AuthUser,
    @Param('animeId', { schema: animeIdParam }) animeId: number,
    @IdempotencyKey() idempotencyKey: string | undefined,
  ): Promise<ApiEnvelope<{ entry: ListEntry | null }>> {
    const removal = { userId: user.id, animeId, idempotencyKey };
    return ok({ entry: await this.services.send(LISTS.removeAll, removal) });
  }

  @Delete('anime-lists/:animeId/:what')
  @ApiOperation({ summary: "Removes one status, 'favorite' or 'rating'; 404 when the title has none of it." })
  @ApiData({ entry: listEntry.nullable() })
  async remove(
    @CurrentUser() user: AuthUser,
    @Param('what', { schema: listRemovalParam }) what: ListRemoval,
    // Nest checks the parameters from the last: the id before what to remove, as before.
    @Param('animeId', { schema: animeIdParam }) animeId: number,
    @IdempotencyKey() idempotencyKey: string | undefined,
  ): Promise<ApiEnvelope<{ entry: ListEntry | null }>> {
    const removal = { userId: user.id, animeId, what, idempotencyKey };
    return ok({ entry: await this.services.send(LISTS.remove, removal) });
  }

  @Get('statistics')
  @Header('Content-Type', JSON_CONTENT_TYPE)
  @ApiOperation({ summary: 'data.statistics of spec §3, computed from the lists and episodes.' })
  @ApiData({ statistics: listStatistics })
  async statistics(@CurrentUser() user: AuthUser): Promise<Buffer> {
    return this.kept.serve('statistics', user.id, async () =>
      statisticsEnvelope(await this.services.sendJson(LISTS.statistics, { userId: user.id })),
    );
  }
}
