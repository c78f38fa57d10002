import { Controller, Inject, Logger } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { CATALOGUE, type AnimeChanged } from '@tracker/contracts';

import { PendingImports } from './pending-imports.js';

/** The catalogue's broadcast of stored titles: pending imports of them become list entries. */
@Controller()
export class PendingImportsController {
  private readonly logger = new Logger(PendingImportsController.name);

  constructor(@Inject(PendingImports) private readonly pending: PendingImports) {}

  /** A failure leaves the rows pending: the next announcement or start-up sweep completes them. */
  @EventPattern<string>(CATALOGUE.animeChanged.pattern)
  async changed(@Payload() { ids }: AnimeChanged): Promise<void> {
    await this.pending
      .complete(ids)
      .catch((error: Error) => this.logger.warn(`Could not complete pending imports: ${error.message}`));
  }
}
