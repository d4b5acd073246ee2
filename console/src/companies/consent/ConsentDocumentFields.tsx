import { BooleanInput, TextInput, maxLength, required } from 'react-admin';

/** A consent document's title and text in Swedish and English, and whether it is in use. */
export const ConsentDocumentFields = () => (
  <>
    <TextInput source="title.sv" validate={[required(), maxLength(200)]} fullWidth />
    <TextInput source="body.sv" validate={required()} multiline minRows={4} fullWidth />
    <TextInput source="title.en" validate={[required(), maxLength(200)]} fullWidth />
    <TextInput source="body.en" validate={required()} multiline minRows={4} fullWidth />
    <BooleanInput source="active" helperText="app.companies.consent.active_help" />
  </>
);
