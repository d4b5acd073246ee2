import { Create, SimpleForm, TopToolbar } from 'react-admin';
import {
  ContentLanguageProvider,
  LanguageSwitch,
  useEditLanguage,
} from '../modules/content-language';
import { TestFormFields } from './TestFormFields';

/** A new test; its name and description are saved in the chosen language (Swedish default). */
export const TestCreate = () => {
  const [language, setLanguage] = useEditLanguage();
  return (
    <ContentLanguageProvider language={language}>
      <Create
        resource="tests"
        redirect="edit"
        transform={(data: Record<string, unknown>) => ({ ...data, language })}
        actions={
          <TopToolbar>
            <LanguageSwitch language={language} onChange={setLanguage} />
          </TopToolbar>
        }
      >
        <SimpleForm warnWhenUnsavedChanges>
          <TestFormFields />
        </SimpleForm>
      </Create>
    </ContentLanguageProvider>
  );
};
