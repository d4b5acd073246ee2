import { Entity, ManyToOne, type Opt, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Page } from 'src/content/page.entity';
import { ModuleInstance } from './module-instance.entity';

/**
 * A page done in a module instance (answered, or read for a page without questions), and, for a
 * page that needs therapist approval, whether and by whom it was approved.
 */
@Entity({ tableName: 'instance_pages' })
@Unique({ properties: ['instance', 'page'] })
export class InstancePage {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => ModuleInstance, { deleteRule: 'cascade' })
  instance!: ModuleInstance;

  @ManyToOne(() => Page, { deleteRule: 'cascade', index: true })
  page!: Page;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  answeredAt: Date & Opt = new Date();

  /** Copied from the page when answered: a later authoring change does not release the client. */
  @Property({ type: 'boolean', default: false })
  approvalRequired: boolean & Opt = false;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  approvedAt: (Date & Opt) | null = null;

  @Property({ type: 'uuid', nullable: true })
  approvedByUuid: (string & Opt) | null = null;
}
