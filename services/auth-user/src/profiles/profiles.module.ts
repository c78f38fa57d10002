import { Module } from '@nestjs/common';

import { AccountsModule } from '../accounts/accounts.module.js';
import { MediaModule } from '../media/media.module.js';
import { ProfilesController } from './profiles.controller.js';
import { ProfilesService } from './profiles.service.js';

@Module({
  imports: [AccountsModule, MediaModule],
  controllers: [ProfilesController],
  providers: [ProfilesService],
})
export class ProfilesModule {}
