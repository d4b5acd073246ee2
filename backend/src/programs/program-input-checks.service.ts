import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ApiException, type FieldErrors } from 'src/common/errors/api-exception';
import { type MessageRef } from 'src/common/i18n/messages';
import { ContentModule, type ModuleType } from 'src/content/content-module.entity';
import { ModuleGroup } from './module-group.entity';
import { type Program } from './program.entity';
import { type ProgramInput } from './program-input';
import { SUBSCRIPTION_MODELS } from './program-reference-data';
import { SubscriptionModel } from './subscription-model.entity';

/** What a valid save refers to, loaded once while checking. */
export interface CheckedReferences {
  subscriptionModel: SubscriptionModel | null;
  modules: Map<number, ContentModule>;
  groups: ModuleGroup[] | undefined;
}

/**
 * The editor's rules beyond field shapes: the subscription model exists and is locked once the
 * program has a name, each module or assessment exists, has the right type and appears once, and
 * content permissions name module groups. All failures are answered together, keyed by field.
 */
@Injectable()
export class ProgramInputChecks {
  constructor(private readonly em: EntityManager) {}

  async check(input: ProgramInput, existing: Program | null): Promise<CheckedReferences> {
    const errors: FieldErrors = {};
    const subscriptionModel = await this.subscriptionModel(input, existing, errors);
    const modules = await this.modules(input, errors);
    const groups = await this.groups(input.contentPermissions, errors);
    if (Object.keys(errors).length > 0) throw ApiException.invalidData(errors);
    return { subscriptionModel, modules, groups };
  }

  private async subscriptionModel(
    input: ProgramInput,
    existing: Program | null,
    errors: FieldErrors,
  ): Promise<SubscriptionModel | null> {
    const uuid =
      input.subscriptionModelUuid ?? (existing ? undefined : SUBSCRIPTION_MODELS.selfStudy.uuid);
    if (uuid === undefined) return null;
    if (existing && existing.subscriptionModel.uuid !== uuid && hasName(existing)) {
      errors.subscription_model_uuid = [{ key: 'programs.subscriptionModelLocked' }];
      return null;
    }
    const model = await this.em.findOne(SubscriptionModel, { uuid });
    if (!model) errors.subscription_model_uuid = [{ key: 'programs.subscriptionModelUnknown' }];
    return model;
  }

  private async modules(
    input: ProgramInput,
    errors: FieldErrors,
  ): Promise<Map<number, ContentModule>> {
    const lists: [field: 'modules' | 'assessments', type: ModuleType, ids: number[]][] = [
      ['modules', 'module', input.modules ?? []],
      ['assessments', 'assessment', input.assessments ?? []],
    ];
    const all = lists.flatMap(([, , ids]) => ids);
    const found = new Map<number, ContentModule>();
    if (all.length > 0) {
      const rows = await this.em.find(ContentModule, { id: { $in: [...new Set(all)] } });
      for (const row of rows) found.set(row.id, row);
    }
    const seen = new Set<number>();
    for (const [field, type, ids] of lists) {
      const messages = ids.flatMap((id): MessageRef[] => {
        const module = found.get(id);
        if (seen.has(id)) return [{ key: 'programs.moduleDuplicate', params: { id } }];
        seen.add(id);
        if (!module) return [{ key: 'programs.moduleUnknown', params: { id } }];
        if (module.type === type) return [];
        const key =
          type === 'module' ? 'programs.moduleIsAssessment' : 'programs.assessmentIsModule';
        return [{ key, params: { id } }];
      });
      if (messages.length > 0) errors[field] = messages;
    }
    return found;
  }

  private async groups(
    values: string[] | undefined,
    errors: FieldErrors,
  ): Promise<ModuleGroup[] | undefined> {
    if (values === undefined) return undefined;
    const unique = [...new Set(values)];
    const groups =
      unique.length > 0 ? await this.em.find(ModuleGroup, { value: { $in: unique } }) : [];
    const known = new Set(groups.map((group) => group.value));
    const unknown = unique.filter((value) => !known.has(value));
    if (unknown.length > 0) {
      errors.content_permissions = unknown.map((value): MessageRef => ({
        key: 'programs.contentPermissionUnknown',
        params: { value: value.slice(0, 60) },
      }));
    }
    return groups;
  }
}

function hasName(program: Program): boolean {
  return program.texts.getItems().some((text) => text.name.trim() !== '');
}
