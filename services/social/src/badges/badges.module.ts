import { Module } from '@nestjs/common';

import { BadgesController } from './badges.controller.js';
import { BadgesService } from './badges.service.js';

/** What the friends sidebar's badge counts, read with the session on every signed-in screen. */
@Module({ controllers: [BadgesController], providers: [BadgesService] })
export class BadgesModule {}
