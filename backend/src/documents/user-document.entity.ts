import { Entity, Index, ManyToOne, type Opt, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Company } from 'src/companies/company.entity';
import { User } from 'src/users/user.entity';

/**
 * A file uploaded for a user and filed with one of the user's employers, who alone may read it.
 * The bytes live in the document storage under `storageKey` (server-generated, never the
 * uploaded name); `originalName` is kept, sanitised, for the download's file name only.
 */
@Entity({ tableName: 'user_documents' })
@Index({ properties: ['user', 'company'] })
export class UserDocument {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'uuid' })
  @Unique()
  uuid: string & Opt = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @ManyToOne(() => Company, { deleteRule: 'cascade', index: true })
  company!: Company;

  @Property({ type: 'string', length: 255 })
  originalName!: string;

  /** The media type found in the content (not the one the uploader claimed). */
  @Property({ type: 'string', length: 100 })
  contentType!: string;

  @Property({ type: 'integer' })
  sizeBytes!: number;

  @Property({ type: 'string', length: 100 })
  @Unique()
  storageKey!: string;

  /** Who uploaded it: the user, a company admin or a platform admin (uuid, outlives accounts). */
  @Property({ type: 'uuid' })
  uploadedByUuid!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
