import { Create, SimpleForm } from 'react-admin';
import { EditingIn, useLanguageSwitch } from './edit-language';
import { ReportTemplateFormFields } from './ReportTemplateFormFields';

/** A new report template in the chosen language; its elements are added on its edit page. */
export const ReportTemplateCreate = () => {
  const { language, actions } = useLanguageSwitch();
  return (
    <EditingIn language={language}>
      <Create
        resource="report-templates"
        redirect="edit"
        actions={actions}
        transform={(data: Record<string, unknown>) => ({ ...data, lang: language })}
      >
        <SimpleForm warnWhenUnsavedChanges defaultValues={{ visible_to_client: false }}>
          <ReportTemplateFormFields />
        </SimpleForm>
      </Create>
    </EditingIn>
  );
};
