import { Entity } from '@mikro-orm/core';
import { LookupEntry } from './lookup-entry';

@Entity({ tableName: 'genders' })
export class Gender extends LookupEntry {}
