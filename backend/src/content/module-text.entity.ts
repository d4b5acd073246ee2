import { Entity, ManyToOne, type Opt, Property, Unique, type Rel } from '@mikro-orm/core';
import { AuthoredText } from './authored-text';
import { ContentModule } from './content-module.entity';

@Entity({ tableName: 'module_texts' })
@Unique({ properties: ['module', 'language'] })
export class ModuleText extends AuthoredText {
  @ManyToOne(() => ContentModule, { deleteRule: 'cascade' })
  module!: Rel<ContentModule>;

  @Property({ type: 'string', length: 300 })
  name!: string;

  @Property({ type: 'text', nullable: true })
  description: (string & Opt) | null = null;
}
