import { Alert, Typography } from '@mui/material';
import {
  AddItemButton,
  ArrayInput,
  NumberInput,
  SimpleFormIterator,
  TextInput,
  maxLength,
  required,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import {
  DEFAULT_INTERVAL_COLOR,
  intervalIndexOf,
  intervalProblem,
  intervalsOf,
  type ReferenceTemplateView,
} from './reference-template-record';

/** The server's rule that intervals follow each other without overlap or gap, shown as typed. */
const followsPrevious = (_value: unknown, values: unknown, props: unknown) => {
  const index = intervalIndexOf(props);
  return index === undefined ? undefined : intervalProblem(intervalsOf(values), index);
};

const atLeastOneInterval = (value: unknown) =>
  Array.isArray(value) && value.length > 0
    ? undefined
    : 'app.reference-templates.intervals_required';
const colour = (value: unknown) =>
  typeof value === 'string' && /^#[0-9a-fA-F]{6}$/.test(value)
    ? undefined
    : 'app.reference-templates.color_invalid';

/**
 * Name and intervals (from, to inclusive, label, colour, explanation). The intervals are checked
 * as the server checks them; the server's own field errors show under the same inputs.
 */
export const ReferenceTemplateFormFields = () => {
  const translate = useTranslate();
  const record = useRecordContext<ReferenceTemplateView>();
  return (
    <>
      {record?.fallback === true ? (
        <Alert severity="info">{translate('app.reference-templates.fallback')}</Alert>
      ) : null}
      <TextInput source="name" validate={[required(), maxLength(300)]} fullWidth />
      <ArrayInput source="intervals" validate={atLeastOneInterval}>
        <SimpleFormIterator
          inline
          disableReordering
          addButton={<AddItemButton label="app.reference-templates.add_interval" />}
          sx={{ '& .RaSimpleFormIterator-line': { borderBottom: 1, borderColor: 'divider' } }}
        >
          <NumberInput
            source="start_value"
            label="resources.reference-templates.fields.start_value"
            validate={[required(), followsPrevious]}
            step={1}
          />
          <NumberInput
            source="value"
            label="resources.reference-templates.fields.value"
            validate={required()}
            step={1}
          />
          <TextInput
            source="label"
            label="resources.reference-templates.fields.label"
            validate={[required(), maxLength(300)]}
          />
          <TextInput
            source="color"
            label="resources.reference-templates.fields.color"
            type="color"
            defaultValue={DEFAULT_INTERVAL_COLOR}
            validate={[required(), colour]}
            sx={{ width: 96 }}
          />
          <TextInput
            source="explanation_text"
            label="resources.reference-templates.fields.explanation_text"
            multiline
            sx={{ minWidth: 320 }}
          />
        </SimpleFormIterator>
      </ArrayInput>
      <Typography variant="body2" color="text.secondary">
        {translate('app.reference-templates.intervals_help')}
      </Typography>
    </>
  );
};
