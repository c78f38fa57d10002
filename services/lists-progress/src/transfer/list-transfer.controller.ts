import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type ListExportRequest, type ListImportRequest, LISTS } from '@tracker/contracts';
import { listExportRequest, listImportRequest } from '@tracker/contracts/schemas';

import { ListTransferService } from './list-transfer.service.js';

@Controller()
export class ListTransferController {
  constructor(@Inject(ListTransferService) private readonly transfer: ListTransferService) {}

  @MessagePattern(LISTS.exportLists.pattern)
  exportLists(@Payload({ schema: listExportRequest }) request: ListExportRequest) {
    return this.transfer.export(request);
  }

  @MessagePattern(LISTS.importLists.pattern)
  importLists(@Payload({ schema: listImportRequest }) request: ListImportRequest) {
    return this.transfer.import(request);
  }
}
