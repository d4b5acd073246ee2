import { Entity, Enum, ManyToOne, type Opt, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { User } from 'src/users/user.entity';

export const DATA_EXPORT_STATUSES = ['pending', 'ready', 'failed'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/**
 * A person's data export (GDPR articles 15 and 20): asked for by the person or an admin, built by
 * the `data-exports.build` job into a ZIP in the document storage, and downloaded once by the
 * person through a mailed link. Only the link token's SHA-256 is stored.
 */
@Entity({ tableName: 'data_exports' })
export class DataExport {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'uuid' })
  @Unique()
  uuid: string & Opt = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user!: User;

  /** Who asked: the person or an admin (uuid, outlives accounts). */
  @Property({ type: 'uuid' })
  requestedByUuid!: string;

  @Enum({ items: [...DATA_EXPORT_STATUSES], default: 'pending', columnType: 'varchar(10)' })
  status: DataExportStatus & Opt = 'pending';

  /** Where the ZIP lies in the document storage; null before it is built and after download. */
  @Property({ type: 'string', length: 100, nullable: true })
  @Unique()
  storageKey: (string & Opt) | null = null;

  @Property({ type: 'integer', nullable: true })
  sizeBytes: (number & Opt) | null = null;

  /** SHA-256 (hex) of the mailed link's token. */
  @Property({ type: 'string', length: 64, nullable: true })
  @Unique()
  tokenHash: (string & Opt) | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  expiresAt: (Date & Opt) | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  downloadedAt: (Date & Opt) | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  builtAt: (Date & Opt) | null = null;
}
