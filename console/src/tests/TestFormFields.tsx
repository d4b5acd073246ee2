import { TextInput, maxLength, required } from 'react-admin';

/** A test's name and description (in the edited language) and its code. */
export const TestFormFields = () => (
  <>
    <TextInput source="name" validate={[required(), maxLength(300)]} fullWidth />
    <TextInput source="code" validate={maxLength(80)} helperText="app.tests.code_help" />
    <TextInput source="description" multiline minRows={2} fullWidth />
  </>
);
