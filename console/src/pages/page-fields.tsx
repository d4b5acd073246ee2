import {
  BooleanInput,
  FormDataConsumer,
  maxLength,
  required,
  SelectInput,
  TextInput,
} from 'react-admin';
import { ANSWER_TYPES, choicesOf, PAGE_TYPES } from '../modules/module-choices';
import { RichTextInput } from '../rich-text/RichTextInput';
import { ReportDataInput } from './ReportDataInput';

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
    <RichTextInput source="body" helperText="app.modules.body_help" />
    <TextInput source="tool" validate={maxLength(80)} />
    <TextInput source="questionnaire_template" validate={maxLength(80)} />
    <BooleanInput source="report_read_mandatory" />
    <BooleanInput source="therapist_approval_required" />
    <ReportDataInput />
  </>
);
