import { type EntityClass, type FilterQuery, type QueryOrderMap } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type Language } from 'src/common/i18n/language';
import { Gender } from './gender.entity';
import { type LookupEntry } from './lookup-entry';
import { Position } from './position.entity';
import { Speciality } from './speciality.entity';

/** One entry of a reference list, named in the asked language. */
export interface LookupOption {
  id: number;
  code: string;
  name: string;
}

/** Codes a profile form sends; null clears, undefined leaves as it is. */
export interface ProfileCodes {
  gender?: string | null;
  position?: string | null;
  specialty?: string | null;
}

/** The entries of those codes, under the same presence rules. */
export interface ProfileEntries {
  gender?: Gender | null;
  position?: Position | null;
  speciality?: Speciality | null;
}

/** The fixed reference lists (gender, position, speciality): listing, and finding by code. */
@Injectable()
export class LookupsService {
  constructor(private readonly em: EntityManager) {}

  async options<T extends LookupEntry>(
    list: EntityClass<T>,
    language: Language,
  ): Promise<LookupOption[]> {
    const orderBy = { sortOrder: 'asc', id: 'asc' } as QueryOrderMap<T>;
    const entries: LookupEntry[] = await this.em.find(list, {}, { orderBy });
    return entries.map((entry) => ({
      id: entry.id,
      code: entry.code,
      name: language === 'sv' ? entry.nameSv : entry.nameEn,
    }));
  }

  /** The entry with this code, or null when the list has none. */
  byCode<T extends LookupEntry>(list: EntityClass<T>, code: string): Promise<T | null> {
    return this.em.findOne(list, { code } as FilterQuery<T>);
  }

  /** Looks up a profile form's codes; `unknown` names the fields whose code is not in its list. */
  async profileEntries(
    codes: ProfileCodes,
  ): Promise<{ entries: ProfileEntries; unknown: (keyof ProfileCodes)[] }> {
    const unknown: (keyof ProfileCodes)[] = [];
    const find = async <T extends LookupEntry>(
      list: EntityClass<T>,
      field: keyof ProfileCodes,
    ): Promise<T | null | undefined> => {
      const code = codes[field];
      if (code === undefined || code === null) return code;
      const entry = await this.byCode(list, code);
      if (!entry) unknown.push(field);
      return entry ?? undefined;
    };
    const entries = {
      gender: await find(Gender, 'gender'),
      position: await find(Position, 'position'),
      speciality: await find(Speciality, 'specialty'),
    };
    return { entries, unknown };
  }
}
