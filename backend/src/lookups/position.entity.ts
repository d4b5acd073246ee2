import { Entity } from '@mikro-orm/core';
import { LookupEntry } from './lookup-entry';

@Entity({ tableName: 'positions' })
export class Position extends LookupEntry {}
