/** The server's module types, page types and answer types (backend/src/content). */
export const MODULE_TYPES = ['module', 'assessment'] as const;
export const PAGE_TYPES = ['content', 'questions', 'report', 'video'] as const;
export const ANSWER_TYPES = [
  'single_choice',
  'multiple_choice',
  'text',
  'long_text',
  'scale',
  'number',
  'date',
] as const;

/** react-admin choices whose names are translation keys (SelectInput translates them). */
export function choicesOf(values: readonly string[], prefix: string) {
  return values.map((value) => ({ id: value, name: `${prefix}.${value}` }));
}
