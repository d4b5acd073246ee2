import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/core';

/** A group of modules a program's content permissions may grant (its value is the stable key). */
@Entity({ tableName: 'module_groups' })
export class ModuleGroup {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 60 })
  @Unique()
  value!: string;

  @Property({ type: 'string', length: 100 })
  nameSv!: string;

  @Property({ type: 'string', length: 100 })
  nameEn!: string;

  @Property({ type: 'integer', default: 0 })
  sortOrder = 0;
}
