import { Entity, Enum, ManyToOne, PrimaryKey, Property, Unique, type Rel } from '@mikro-orm/core';
import { ContentModule, MODULE_TYPES, type ModuleType } from 'src/content/content-module.entity';
import { Program } from './program.entity';

/** A module or assessment in a program, at its place in the editor's order. */
@Entity({ tableName: 'program_modules' })
@Unique({ properties: ['program', 'module'] })
export class ProgramModule {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Program, { deleteRule: 'cascade' })
  program!: Rel<Program>;

  @ManyToOne(() => ContentModule, { deleteRule: 'cascade', index: true })
  module!: ContentModule;

  @Enum({ items: [...MODULE_TYPES] })
  kind!: ModuleType;

  @Property({ type: 'integer' })
  position!: number;
}
