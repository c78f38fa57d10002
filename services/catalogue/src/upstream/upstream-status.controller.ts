import { Controller, Inject } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { CATALOGUE, type UpstreamStatus } from '@tracker/contracts';

import { CatalogueQueue } from '../jobs/catalogue-queue.js';
import { JikanClient } from './jikan.client.js';

/** For the health reports: whether the public API answers, and how much waits for it. */
@Controller()
export class UpstreamStatusController {
  constructor(
    @Inject(JikanClient) private readonly jikan: JikanClient,
    @Inject(CatalogueQueue) private readonly queue: CatalogueQueue,
  ) {}

  @MessagePattern(CATALOGUE.upstreamStatus.pattern)
  async status(): Promise<UpstreamStatus> {
    const [reachable, waiting] = await Promise.all([
      this.jikan.reachability.reachable(),
      this.queue.waiting(),
    ]);
    return { reachable, waiting };
  }
}
