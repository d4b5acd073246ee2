import {
  BooleanInput,
  FormDataConsumer,
  maxLength,
  required,
  SelectInput,
  TextInput,
} from 'react-admin';
import { ANSWER_TYPES, choicesOf, PAGE_TYPES } from '../modules/module-choices';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** content_report_data is edited as JSON text: shown pretty, sent as the object it parses to. */
export function formatJson(value: unknown): string {
  if (typeof value === 'string') return value; // typed text that does not parse (yet)
  return value === null || value === undefined ? '' : JSON.stringify(value, null, 2);
}

export function parseJson(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed;
  } catch {
    return text;
  }
}

/** The text typed did not parse to an object. */
export function validateJson(value: unknown): string | undefined {
  return value === null || value === undefined || isRecord(value)
    ? undefined
    : 'app.modules.json_invalid';
}

/** Answer types that answer with the question's options. */
export const OPTION_TYPES: readonly (string | null)[] = [
  'single_choice',
  'multiple_choice',
  'scale',
  null,
];

/** Name and page type (create and edit). */
export const PageMainFields = () => (
  <>
    <TextInput source="name" validate={[required(), maxLength(300)]} fullWidth />
    <SelectInput
      source="page_type"
      choices={choicesOf(PAGE_TYPES, 'app.modules.page_types')}
      validate={required()}
      defaultValue="content"
    />
    <FormDataConsumer<{ page_type?: string }>>
      {({ formData }) =>
        formData.page_type === 'questions' ? (
          <SelectInput
            source="answer_type"
            choices={choicesOf(ANSWER_TYPES, 'app.modules.answer_types')}
            emptyText=" "
          />
        ) : null
      }
    </FormDataConsumer>
  </>
);

/** The rest of a page's fields (edit). */
export const PageDetailFields = () => (
  <>
    <TextInput source="body" multiline minRows={6} fullWidth helperText="app.modules.body_help" />
    <TextInput source="tool" validate={maxLength(80)} />
    <TextInput source="questionnaire_template" validate={maxLength(80)} />
    <BooleanInput source="report_read_mandatory" />
    <BooleanInput source="therapist_approval_required" />
    <TextInput
      source="content_report_data"
      multiline
      minRows={3}
      fullWidth
      format={formatJson}
      parse={parseJson}
      validate={validateJson}
    />
  </>
);
