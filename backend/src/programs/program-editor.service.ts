import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ApiException } from 'src/common/errors/api-exception';
import { type Language } from 'src/common/i18n/language';
import { pickText } from 'src/content/pick-text';
import { Program } from './program.entity';
import { stripMarkup } from './program-markup';

export interface EditorModule {
  id: number;
  _id: number;
  name: string;
}

/** GET /api/programs/{id}/{language}: what the program editor shows. */
export interface ProgramEditorView {
  id: number;
  _id: number;
  uuid: string;
  name: string;
  description: string | null;
  duration: number;
  default: 0 | 1;
  open_all_modules: boolean;
  is_treatment: boolean;
  hide_in_digital_treatment: boolean;
  subscription_model_uuid: string;
  subscription_model_name: string;
  content_permissions: string[];
  modules: EditorModule[];
  assessments: EditorModule[];
  /** The language the texts are in: the asked one, or sv when `fallback`. */
  language: Language;
  fallback: boolean;
}

/** Reads a program the way the editors show it, in one language with the Swedish fallback. */
@Injectable()
export class ProgramEditorService {
  constructor(private readonly em: EntityManager) {}

  async view(id: number, language: Language): Promise<ProgramEditorView> {
    const program = await this.em.findOne(
      Program,
      { id },
      {
        populate: ['texts', 'subscriptionModel', 'contentPermissions', 'modules.module.texts'],
      },
    );
    if (!program) throw ApiException.notFound();
    const text = pickText(program.texts, language);
    const items = program.modules.getItems().map((item) => ({
      kind: item.kind,
      view: moduleView(item.module.id, pickText(item.module.texts, language).text?.name),
    }));
    return {
      id: program.id,
      _id: program.id,
      uuid: program.uuid,
      name: text.text?.name ?? '',
      description: text.text?.description ?? null,
      duration: program.durationDays,
      default: program.isDefault ? 1 : 0,
      open_all_modules: program.openAllModules,
      is_treatment: program.isTreatment,
      hide_in_digital_treatment: program.hideInDigitalTreatment,
      subscription_model_uuid: program.subscriptionModel.uuid,
      subscription_model_name: program.subscriptionModel.name,
      content_permissions: program.contentPermissions.getItems().map((group) => group.value),
      modules: items.filter((item) => item.kind === 'module').map((item) => item.view),
      assessments: items.filter((item) => item.kind === 'assessment').map((item) => item.view),
      language: text.language,
      fallback: text.fallback,
    };
  }
}

function moduleView(id: number, name: string | undefined): EditorModule {
  return { id, _id: id, name: stripMarkup(name ?? '') };
}
