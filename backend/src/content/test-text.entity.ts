import { Entity, ManyToOne, type Opt, Property, Unique, type Rel } from '@mikro-orm/core';
import { AuthoredText } from './authored-text';
import { Test } from './test.entity';

@Entity({ tableName: 'test_texts' })
@Unique({ properties: ['test', 'language'] })
export class TestText extends AuthoredText {
  @ManyToOne(() => Test, { deleteRule: 'cascade' })
  test!: Rel<Test>;

  @Property({ type: 'string', length: 300 })
  name!: string;

  @Property({ type: 'text', nullable: true })
  description: (string & Opt) | null = null;
}
