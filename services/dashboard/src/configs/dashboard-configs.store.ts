import { Inject, Injectable } from '@nestjs/common';
import type { DashboardConfig, DashboardLayout, DashboardWidget } from '@tracker/contracts';
import { DataSource, type Repository } from 'typeorm';

import { DashboardConfigEntity } from './dashboard-config.entity.js';

const configOf = (entity: DashboardConfigEntity): DashboardConfig => ({
  userId: entity.userId,
  widgets: entity.widgets as DashboardConfig['widgets'],
  gridConfig: entity.gridConfig as DashboardConfig['gridConfig'],
  lastUpdated: entity.lastUpdated.toISOString(),
});

/**
 * The dashboard_configs table ({@link DashboardConfigEntity}). Every lastUpdated is kept to the
 * millisecond, as JSON carries it, so the version a client sends back compares equal to the stored one.
 */
@Injectable()
export class DashboardConfigsStore {
  private readonly configs: Repository<DashboardConfigEntity>;

  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {
    this.configs = dataSource.getRepository(DashboardConfigEntity);
  }

  async find(userId: string): Promise<DashboardConfig | null> {
    const entity = await this.configs.findOneBy({ userId });
    return entity && configOf(entity);
  }

  /** Stores `config` unless one exists already (a parallel first read stored its own). */
  async insertIfAbsent(config: DashboardConfig): Promise<void> {
    await this.configs
      .createQueryBuilder()
      .insert()
      .values({
        userId: config.userId,
        widgets: config.widgets,
        gridConfig: config.gridConfig,
        lastUpdated: new Date(config.lastUpdated),
      })
      .orIgnore()
      .execute();
  }

  /** New widgets for the version read, keeping its lastUpdated; nothing when it changed meanwhile. */
  async replaceWidgets(userId: string, lastUpdated: string, widgets: DashboardWidget[]): Promise<void> {
    await this.configs.update({ userId, lastUpdated: new Date(lastUpdated) }, { widgets });
  }

  /**
   * Saves the layout unless the stored one is newer than `startedFrom` (null: the client had none), in
   * one statement, so of parallel saves from one version the first wins. The new lastUpdated is later
   * than both the stored one and the one sent. Null when the stored one won.
   */
  async saveIfNotNewer(
    userId: string,
    layout: Pick<DashboardLayout, 'widgets' | 'gridConfig'>,
    startedFrom: Date | null,
  ): Promise<DashboardConfig | null> {
    const rows = await this.dataSource.query<Array<{ last_updated: Date }>>(
      `INSERT INTO dashboard_configs AS stored (user_id, widgets, grid_config, last_updated)
       VALUES ($1, $2, $3, greatest(date_trunc('milliseconds', now()), $4::timestamptz + interval '1 millisecond'))
       ON CONFLICT (user_id) DO UPDATE SET
         widgets = EXCLUDED.widgets,
         grid_config = EXCLUDED.grid_config,
         last_updated = greatest(EXCLUDED.last_updated, stored.last_updated + interval '1 millisecond'),
         updated_at = now()
       WHERE $4::timestamptz IS NOT NULL AND stored.last_updated <= $4::timestamptz
       RETURNING last_updated`,
      [userId, JSON.stringify(layout.widgets), JSON.stringify(layout.gridConfig), startedFrom],
    );
    const [row] = rows;
    return row
      ? {
          userId,
          widgets: layout.widgets,
          gridConfig: layout.gridConfig,
          lastUpdated: row.last_updated.toISOString(),
        }
      : null;
  }

  async delete(userId: string): Promise<boolean> {
    const { affected } = await this.configs.delete({ userId });
    return (affected ?? 0) > 0;
  }
}
