import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ACCOUNT_DELETION,
  DASHBOARD,
  type DashboardConfigRemoval,
  type DashboardConfigRequest,
  type DashboardConfigWrite,
  type UserErase,
} from '@tracker/contracts';
import {
  dashboardConfigRemoval,
  dashboardConfigRequest,
  dashboardConfigWrite,
  userErase,
} from '@tracker/contracts/schemas';

import { DashboardConfigsService } from './dashboard-configs.service.js';

@Controller()
export class DashboardConfigsController {
  constructor(@Inject(DashboardConfigsService) private readonly configs: DashboardConfigsService) {}

  @MessagePattern(DASHBOARD.get.pattern)
  get(@Payload({ schema: dashboardConfigRequest }) request: DashboardConfigRequest) {
    return this.configs.get(request);
  }

  @MessagePattern(DASHBOARD.save.pattern)
  save(@Payload({ schema: dashboardConfigWrite }) write: DashboardConfigWrite) {
    return this.configs.save(write);
  }

  @MessagePattern(DASHBOARD.remove.pattern)
  remove(@Payload({ schema: dashboardConfigRemoval }) removal: DashboardConfigRemoval) {
    return this.configs.remove(removal);
  }

  @MessagePattern(ACCOUNT_DELETION.dashboardErase.pattern)
  erase(@Payload({ schema: userErase }) { userId }: UserErase) {
    return this.configs.erase(userId);
  }
}
