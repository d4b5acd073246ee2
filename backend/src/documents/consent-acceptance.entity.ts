import { Entity, ManyToOne, type Opt, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { User } from 'src/users/user.entity';
import { ConsentDocument } from './consent-document.entity';

/** A user's acceptance of one version of a consent document (accepting again is a no-op). */
@Entity({ tableName: 'consent_acceptances' })
@Unique({ properties: ['consentDocument', 'user', 'version'] })
export class ConsentAcceptance {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => ConsentDocument, { deleteRule: 'cascade' })
  consentDocument!: ConsentDocument;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user!: User;

  @Property({ type: 'integer' })
  version!: number;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  acceptedAt: Date & Opt = new Date();
}
