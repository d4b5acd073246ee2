import { Alert } from '@mui/material';
import {
  AutocompleteInput,
  BooleanInput,
  ReferenceInput,
  TextInput,
  maxLength,
  required,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { type ReportTemplateView } from './report-record';

/** Name, description, the test reported on and whether the client sees the report. */
export const ReportTemplateFormFields = () => {
  const translate = useTranslate();
  const record = useRecordContext<ReportTemplateView>();
  return (
    <>
      {record?.fallback === true ? (
        <Alert severity="info">{translate('app.reports.fallback')}</Alert>
      ) : null}
      <TextInput source="name" validate={[required(), maxLength(300)]} fullWidth />
      <TextInput source="description" multiline minRows={2} fullWidth />
      <ReferenceInput source="test_id" reference="tests" sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteInput
          optionText="name"
          label="resources.report-templates.fields.test_id"
          helperText="app.reports.test_help"
        />
      </ReferenceInput>
      <BooleanInput source="visible_to_client" />
    </>
  );
};
