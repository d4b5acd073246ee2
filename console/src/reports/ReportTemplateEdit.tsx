import { Divider } from '@mui/material';
import { Edit, SimpleForm } from 'react-admin';
import { EditingIn, useLanguageSwitch } from './edit-language';
import { EditorToolbar } from './EditorToolbar';
import { ReportElements } from './ReportElements';
import { ReportTemplateFormFields } from './ReportTemplateFormFields';

/** A report template's fields, then its elements (added, ordered and removed at once). */
export const ReportTemplateEdit = () => {
  const { language, actions } = useLanguageSwitch();
  return (
    <EditingIn language={language}>
      <Edit
        key={language}
        resource="report-templates"
        mutationMode="pessimistic"
        redirect={false}
        actions={actions}
        transform={(data: Record<string, unknown>) => ({ ...data, lang: language })}
      >
        <SimpleForm warnWhenUnsavedChanges toolbar={<EditorToolbar />}>
          <ReportTemplateFormFields />
        </SimpleForm>
        <Divider />
        <ReportElements />
      </Edit>
    </EditingIn>
  );
};
