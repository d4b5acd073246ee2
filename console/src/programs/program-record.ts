import { type ApiSchemas, type Locale } from '@sinnro/web-session';

/** A row of /api/admin/programs. */
export type ProgramRow = ApiSchemas['AdminProgramRow'];

/** A duration option of GET /api/durations/full-list/{lang}. */
export type DurationOption = ApiSchemas['DurationOptionView'];

/** A subscription model of GET /api/v1/subscription-models/type/{type}. */
export type SubscriptionModelOption = ApiSchemas['SubscriptionModelView'];

/** A module or assessment of GET /api/programs/options/modules/{lang}. */
export type ModuleOption = ApiSchemas['ModuleOptionView'];

/** A module group (content permission) of GET /api/programs/options/module-groups/{lang}. */
export type ModuleGroupOption = ApiSchemas['ModuleGroupView'];

/** Programs belong to the icbt subscription models. */
export const SUBSCRIPTION_MODEL_TYPE = 'icbt';

/** A module or assessment in the editor's ordered lists. */
export interface ProgramItem {
  id: number;
  name: string;
}

/** What the editors' forms hold. */
export interface ProgramFormValues {
  name: string;
  duration: number | null;
  subscription_model_uuid: string;
  default: boolean;
  open_all_modules: boolean;
  is_treatment: boolean;
  hide_in_digital_treatment: boolean;
  content_permissions: string[];
  modules: ProgramItem[];
  assessments: ProgramItem[];
}

/** A program as the editors read it (GET /api/programs/{id}/{language}). */
export interface LoadedProgram {
  values: ProgramFormValues;
  /** The name in Swedish when the asked language has none (shown as a hint). */
  fallbackName: string | null;
  /** The program has a name: its subscription model is locked. */
  named: boolean;
}

export const EMPTY_PROGRAM: ProgramFormValues = {
  name: '',
  duration: null,
  subscription_model_uuid: '',
  default: false,
  open_all_modules: false,
  is_treatment: false,
  hide_in_digital_treatment: false,
  content_permissions: [],
  modules: [],
  assessments: [],
};

export const EDITOR_LANGUAGES: readonly Locale[] = ['sv', 'en'];

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function items(value: unknown): ProgramItem[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) =>
    isObject(item) && typeof item.id === 'number'
      ? [{ id: item.id, name: typeof item.name === 'string' ? item.name : String(item.id) }]
      : [],
  );
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const flag = (value: unknown) => value === true || value === 1;

/** The editor's view of a program from the server's answer; null when it is not one. */
export function loadedProgram(json: unknown): LoadedProgram | null {
  if (!isObject(json) || typeof json.id !== 'number') return null;
  const fallback = json.fallback === true;
  const name = text(json.name);
  return {
    values: {
      name: fallback ? '' : name,
      duration: typeof json.duration === 'number' ? json.duration : null,
      subscription_model_uuid: text(json.subscription_model_uuid),
      default: flag(json.default),
      open_all_modules: flag(json.open_all_modules),
      is_treatment: flag(json.is_treatment),
      hide_in_digital_treatment: flag(json.hide_in_digital_treatment),
      content_permissions: Array.isArray(json.content_permissions)
        ? json.content_permissions.filter((value: unknown) => typeof value === 'string')
        : [],
      modules: items(json.modules),
      assessments: items(json.assessments),
    },
    fallbackName: fallback && name !== '' ? name : null,
    named: name.trim() !== '',
  };
}

/** The form's values, read without trusting their shape (react-hook-form types them loosely). */
export function formValues(values: Record<string, unknown>): ProgramFormValues {
  return {
    name: text(values.name).trim(),
    duration: typeof values.duration === 'number' ? values.duration : Number(values.duration),
    subscription_model_uuid: text(values.subscription_model_uuid),
    default: flag(values.default),
    open_all_modules: flag(values.open_all_modules),
    is_treatment: flag(values.is_treatment),
    hide_in_digital_treatment: flag(values.hide_in_digital_treatment),
    content_permissions: Array.isArray(values.content_permissions)
      ? values.content_permissions.filter((value: unknown) => typeof value === 'string')
      : [],
    modules: items(values.modules),
    assessments: items(values.assessments),
  };
}

/** Modules in `after` that were not in `before` (by id). */
export function addedItems(before: readonly ProgramItem[], after: readonly ProgramItem[]) {
  const known = new Set(before.map((item) => item.id));
  return after.filter((item) => !known.has(item.id));
}

/** The server's save answer: its status and message, and the program's id. */
export function saveAnswer(json: unknown): { id: number | null; message: string } {
  if (!isObject(json)) return { id: null, message: '' };
  const id = typeof json.id === 'number' ? json.id : typeof json._id === 'number' ? json._id : null;
  return { id, message: text(json.message) || text(json.msg) };
}

/**
 * The `errors` map of an error body ({ field: message | [messages] }) as one message per field,
 * lists joined; null when the body has none.
 */
export function fieldErrors(body: unknown): Record<string, string> | null {
  if (!isObject(body) || !isObject(body.errors)) return null;
  const errors: Record<string, string> = {};
  for (const [field, value] of Object.entries(body.errors)) {
    const messages = Array.isArray(value) ? value.map(String) : [String(value)];
    errors[field] = messages.join(' ');
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** An error's server message (HttpError body.message or its own message). */
export function errorMessage(error: unknown): string | null {
  if (!isObject(error) && !(error instanceof Error)) return null;
  const body: unknown = isObject(error) ? error.body : undefined;
  if (isObject(body) && typeof body.message === 'string') return body.message;
  return error instanceof Error && error.message !== '' ? error.message : null;
}

/** HTML tags and common entities removed, white space collapsed (list names may hold markup). */
export function stripMarkup(value: string): string {
  return value
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
