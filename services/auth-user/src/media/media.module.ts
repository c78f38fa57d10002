import { Module } from '@nestjs/common';

import { AccountsModule } from '../accounts/accounts.module.js';
import { MediaController } from './media.controller.js';
import { MediaService } from './media.service.js';
import { MEDIA_STORE, PostgresMediaStore } from './media.store.js';

/** Avatar and banner uploads; exports the store profiles drop replaced images from. */
@Module({
  imports: [AccountsModule],
  controllers: [MediaController],
  providers: [MediaService, { provide: MEDIA_STORE, useClass: PostgresMediaStore }],
  exports: [MEDIA_STORE],
})
export class MediaModule {}
