import { Module } from '@nestjs/common';

import { OwnAnswersModule } from '../own-answers/own-answers.module.js';
import { TransferModule } from '../transfer/transfer.module.js';
import { CatalogueChangesController } from './catalogue-changes.controller.js';

@Module({
  imports: [OwnAnswersModule, TransferModule],
  controllers: [CatalogueChangesController],
})
export class CatalogueChangesModule {}
