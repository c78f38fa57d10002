import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One user's dashboard: its widgets and their grid. */
@Entity({ name: 'dashboard_configs' })
export class DashboardConfigEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid', primaryKeyConstraintName: 'dashboard_configs_pkey' })
  userId!: string;

  @Column({ type: 'jsonb' })
  widgets!: unknown;

  @Column({ name: 'grid_config', type: 'jsonb' })
  gridConfig!: unknown;

  @Column({ name: 'last_updated', type: 'timestamptz' })
  lastUpdated!: Date;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;
}
