import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { DEFAULT_LANGUAGE, type Language } from 'src/common/i18n/language';
import { type ModuleType } from 'src/content/content-module.entity';
import { DurationOption } from './duration-option.entity';
import { ModuleGroup } from './module-group.entity';
import { stripMarkup } from './program-markup';
import { SubscriptionModel } from './subscription-model.entity';

export interface DurationOptionView {
  id: number;
  days: number;
  name: string;
}

export interface SubscriptionModelView {
  uuid: string;
  name: string;
  type: string;
}

export interface ModuleGroupView {
  value: string;
  name: string;
}

export interface ModuleOptionView {
  _id: number;
  id: number;
  name: string;
  type: ModuleType;
  is_published: boolean;
  /** Already in the program asked about: the picker shows it but cannot add it again. */
  disabled: boolean;
  /** The name is the Swedish one (no text in the asked language). */
  fallback: boolean;
}

interface ModuleOptionRow {
  id: number;
  type: ModuleType;
  is_published: boolean;
  name: string | null;
  fallback: boolean;
  disabled: boolean;
}

/** The program editor's option lists. */
@Injectable()
export class ProgramOptionsService {
  constructor(private readonly em: EntityManager) {}

  async durations(language: Language): Promise<DurationOptionView[]> {
    const rows = await this.em.find(DurationOption, {}, { orderBy: { days: 'asc' } });
    return rows.map((row) => ({
      id: row.id,
      days: row.days,
      name: language === 'en' ? row.nameEn : row.nameSv,
    }));
  }

  async subscriptionModels(type: string): Promise<SubscriptionModelView[]> {
    const rows = await this.em.find(SubscriptionModel, { type }, { orderBy: { name: 'asc' } });
    return rows.map((row) => ({ uuid: row.uuid, name: row.name, type: row.type }));
  }

  async moduleGroups(language: Language): Promise<ModuleGroupView[]> {
    const rows = await this.em.find(
      ModuleGroup,
      {},
      { orderBy: { sortOrder: 'asc', value: 'asc' } },
    );
    return rows.map((row) => ({
      value: row.value,
      name: language === 'en' ? row.nameEn : row.nameSv,
    }));
  }

  /**
   * Modules (or assessments) by name, in one statement, marking those already in the program;
   * with publishedOnly, only the published ones (what a subscription may be given).
   */
  async modules(
    language: Language,
    type: ModuleType,
    programId: number | undefined,
    publishedOnly = false,
  ): Promise<ModuleOptionView[]> {
    const rows = await this.em.execute<ModuleOptionRow[]>(
      `select m.id, m.type, m.is_published,
              coalesce(t.name, d.name) as name, t.id is null as fallback,
              exists (select 1 from program_modules pm
                      where pm.module_id = m.id and pm.program_id = ?) as disabled
       from modules m
       left join module_texts t on t.module_id = m.id and t.language = ?
       left join module_texts d on d.module_id = m.id and d.language = ?
       where m.type = ? and (m.is_published or not ?)
       order by lower(coalesce(t.name, d.name)), m.id`,
      [programId ?? 0, language, DEFAULT_LANGUAGE, type, publishedOnly],
    );
    return rows.map((row) => ({
      _id: row.id,
      id: row.id,
      name: stripMarkup(row.name ?? ''),
      type: row.type,
      is_published: row.is_published,
      disabled: row.disabled,
      fallback: language !== DEFAULT_LANGUAGE && row.fallback,
    }));
  }
}
