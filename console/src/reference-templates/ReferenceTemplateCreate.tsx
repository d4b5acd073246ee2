import { Create, SimpleForm } from 'react-admin';
import { EditingIn, useLanguageSwitch } from '../reports/edit-language';
import { DEFAULT_INTERVAL_COLOR } from './reference-template-record';
import { ReferenceTemplateFormFields } from './ReferenceTemplateFormFields';

/** A new reference template; its texts are saved in the chosen language (sv default). */
export const ReferenceTemplateCreate = () => {
  const { language, actions } = useLanguageSwitch();
  return (
    <EditingIn language={language}>
      <Create
        resource="reference-templates"
        redirect="edit"
        actions={actions}
        transform={(data: Record<string, unknown>) => ({ ...data, lang: language })}
      >
        <SimpleForm
          warnWhenUnsavedChanges
          defaultValues={{
            intervals: [{ start_value: 0, value: 0, color: DEFAULT_INTERVAL_COLOR, label: '' }],
          }}
        >
          <ReferenceTemplateFormFields />
        </SimpleForm>
      </Create>
    </EditingIn>
  );
};
