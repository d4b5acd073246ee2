import {
  CheckboxGroupInput,
  FormDataConsumer,
  RadioButtonGroupInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  maxLength,
  required,
  useTranslate,
} from 'react-admin';
import { type ElementForm, REPORT_ELEMENT_TYPES, type ReportElementType } from './report-record';
import { type QuestionChoice } from './useTestQuestions';

const atLeastOne = (value: unknown) =>
  Array.isArray(value) && value.length > 0 ? undefined : 'app.reports.questions_required';

/**
 * An element's fields inside a react-admin <Form>: its type (when not fixed), name, question or
 * questions as the type takes, reference type and reference template, explanation. Field names
 * are the server's, so its field errors show under these inputs.
 */
export const ElementFormFields = ({
  fixedType,
  questions,
}: {
  fixedType?: ReportElementType;
  questions: QuestionChoice[];
}) => {
  const translate = useTranslate();
  return (
    <>
      {fixedType === undefined ? (
        <SelectInput
          source="report_element_type"
          label="app.reports.element.type"
          choices={REPORT_ELEMENT_TYPES.map((id) => ({
            id,
            name: translate(`app.reports.element_types.${id}`),
          }))}
          validate={required()}
        />
      ) : null}
      <TextInput
        source="name"
        label="app.reports.element.name"
        validate={[required(), maxLength(300)]}
        fullWidth
      />
      <FormDataConsumer<ElementForm>>
        {({ formData }) => {
          const type = fixedType ?? formData.report_element_type;
          const referenceType = formData.reference_type;
          return (
            <>
              {type === 'single_question' ? (
                <SelectInput
                  source="question_id"
                  label="app.reports.element.question_id"
                  choices={questions}
                  validate={required('app.reports.question_required')}
                  fullWidth
                />
              ) : null}
              {type === 'combined_question' ? (
                <CheckboxGroupInput
                  source="question_ids"
                  label="app.reports.element.question_ids"
                  choices={questions}
                  row={false}
                  validate={atLeastOne}
                />
              ) : null}
              {type !== undefined && type !== 'title' ? (
                <RadioButtonGroupInput
                  source="reference_type"
                  label="app.reports.element.reference_type"
                  choices={[
                    { id: 'none', name: translate('app.reports.reference_types.none') },
                    { id: 'other', name: translate('app.reports.reference_types.other') },
                  ]}
                />
              ) : null}
              {type !== undefined && type !== 'title' && referenceType === 'other' ? (
                <ReferenceInput
                  source="reference_template_id"
                  reference="reference-templates"
                  sort={{ field: 'name', order: 'ASC' }}
                  perPage={100}
                >
                  <SelectInput
                    optionText="name"
                    label="app.reports.element.reference_template_id"
                    validate={required('app.reports.reference_template_required')}
                    fullWidth
                  />
                </ReferenceInput>
              ) : null}
            </>
          );
        }}
      </FormDataConsumer>
      <TextInput
        source="explanation_text"
        label="app.reports.element.explanation_text"
        multiline
        minRows={2}
        fullWidth
      />
    </>
  );
};
