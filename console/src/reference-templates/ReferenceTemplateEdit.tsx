import { Edit, SimpleForm } from 'react-admin';
import { EditingIn, useLanguageSwitch } from '../reports/edit-language';
import { EditorToolbar } from '../reports/EditorToolbar';
import { ReferenceTemplateFormFields } from './ReferenceTemplateFormFields';

/**
 * A reference template's name and intervals. The intervals sent replace the template's; those
 * with an id keep their texts in the other language. Server errors show under the inputs.
 */
export const ReferenceTemplateEdit = () => {
  const { language, actions } = useLanguageSwitch();
  return (
    <EditingIn language={language}>
      <Edit
        key={language}
        resource="reference-templates"
        mutationMode="pessimistic"
        redirect={false}
        actions={actions}
        transform={(data: Record<string, unknown>) => ({ ...data, lang: language })}
      >
        <SimpleForm warnWhenUnsavedChanges toolbar={<EditorToolbar />}>
          <ReferenceTemplateFormFields />
        </SimpleForm>
      </Edit>
    </EditingIn>
  );
};
