import { type Language } from 'src/common/i18n/language';
import { type CcProgramFormDto } from './dto/cc-program-form.dto';
import { type ProgramFormDto } from './dto/program-form.dto';

/** A program save, from any of the three forms (admin editor, content creator, react-admin). */
export interface ProgramInput {
  language: Language;
  name: string;
  /** Left out: kept. */
  description?: string | null;
  duration: number;
  /** Left out: kept on update; on create the content creator's form gets Self study. */
  subscriptionModelUuid?: string;
  isDefault?: boolean;
  openAllModules?: boolean;
  isTreatment?: boolean;
  hideInDigitalTreatment?: boolean;
  /** Ordered module ids; left out: kept. */
  modules?: number[];
  assessments?: number[];
  contentPermissions?: string[];
  distributeModules?: boolean;
}

export function fromEditorForm(form: ProgramFormDto): ProgramInput {
  return {
    language: form.language,
    name: form.name,
    description: form.description,
    duration: form.duration,
    subscriptionModelUuid: form.subscription_model_uuid,
    isDefault: form.default,
    openAllModules: form.open_all_modules,
    isTreatment: form.is_treatment,
    hideInDigitalTreatment: form.hide_in_digital_treatment,
    modules: form.modules,
    assessments: form.assessments,
    contentPermissions: form.content_permissions,
    distributeModules: form.distribute_modules,
  };
}

export function fromCcForm(form: CcProgramFormDto): ProgramInput {
  return {
    language: form.language,
    name: form.name,
    duration: form.duration,
    isDefault: form.default,
    modules: form.modules,
  };
}
