import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  type ListExportFormat,
  type ListExportRequest,
  type ListImportRequest,
  LISTS,
} from '@tracker/contracts';
import { exportFormatParam, type MalExportFile, malExportFile } from '@tracker/contracts/schemas';

import { ListTransferService } from './list-transfer.service.js';

@Controller()
export class ListTransferController {
  constructor(@Inject(ListTransferService) private readonly transfer: ListTransferService) {}

  @MessagePattern(LISTS.exportLists.pattern)
  exportLists(
    @Payload() request: ListExportRequest,
    @Payload('format', { schema: exportFormatParam }) format: ListExportFormat,
  ) {
    return this.transfer.export({ ...request, format });
  }

  @MessagePattern(LISTS.importLists.pattern)
  importLists(
    @Payload() request: ListImportRequest,
    @Payload('xml', { schema: malExportFile }) xml: MalExportFile,
  ) {
    return this.transfer.import({ ...request, xml });
  }
}
