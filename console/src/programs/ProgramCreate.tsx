import { Create, SimpleForm, useLocaleState } from 'react-admin';
import { ProgramFormFields } from './ProgramFormFields';

/** A new program; its texts are saved in the UI language. */
export const ProgramCreate = () => {
  const [locale] = useLocaleState();
  return (
    <Create resource="programs" redirect="list">
      <SimpleForm
        defaultValues={{
          language: locale,
          default: false,
          open_all_modules: false,
          is_treatment: false,
          hide_in_digital_treatment: false,
        }}
      >
        <ProgramFormFields />
      </SimpleForm>
    </Create>
  );
};
