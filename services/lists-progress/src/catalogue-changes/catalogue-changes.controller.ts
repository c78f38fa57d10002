import { Controller, Inject, Logger } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { type AnimeChanged, CATALOGUE } from '@tracker/contracts';
import { animeChanged } from '@tracker/contracts/schemas';

import { OwnAnswers } from '../own-answers/own-answers.js';
import { PeerServices } from '../peers/peer-services.js';
import { PendingImports } from '../transfer/pending-imports.js';

/**
 * The catalogue's broadcast of stored titles, to every replica: what this replica remembers of them (and
 * the statistics built from their durations) is dropped, and pending imports of them become list entries.
 */
@Controller()
export class CatalogueChangesController {
  private readonly logger = new Logger(CatalogueChangesController.name);

  constructor(
    @Inject(PeerServices) private readonly peers: PeerServices,
    @Inject(OwnAnswers) private readonly answers: OwnAnswers,
    @Inject(PendingImports) private readonly pending: PendingImports,
  ) {}

  /** A failure leaves the rows pending: the next announcement or start-up sweep completes them. */
  @EventPattern<string>(CATALOGUE.animeChanged.pattern)
  async changed(@Payload({ schema: animeChanged }) { ids }: AnimeChanged): Promise<void> {
    this.peers.forgetTitles(ids);
    this.answers.titlesChanged(ids);
    await this.pending
      .complete(ids)
      .catch((error: Error) => this.logger.warn(`Could not complete pending imports: ${error.message}`));
  }
}
