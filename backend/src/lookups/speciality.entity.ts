import { Entity } from '@mikro-orm/core';
import { LookupEntry } from './lookup-entry';

@Entity({ tableName: 'specialities' })
export class Speciality extends LookupEntry {}
