import { SimpleForm, useRecordContext, useTranslate } from 'react-admin';
import { ChildList } from '../modules/ChildList';
import { ContentEdit, EditorHeader, EditorPart, EditorToolbar } from '../modules/ContentEdit';
import { type ContentLanguage } from '../modules/content-language';
import { useRole } from '../modules/content-paths';
import { TestFormFields } from './TestFormFields';
import { type TestDetail } from './test-record';
import { testSectionPath } from './test-paths';

const TestToolbar = () => (
  <EditorToolbar<TestDetail> deleteMode="pessimistic" deleteRedirect={() => 'list'} />
);

const TestContent = ({ language }: { language: ContentLanguage }) => {
  const record = useRecordContext<TestDetail>();
  const translate = useTranslate();
  const role = useRole();
  if (record === undefined) return null;
  return (
    <>
      <EditorHeader record={record} language={language} />
      <SimpleForm toolbar={<TestToolbar />} warnWhenUnsavedChanges>
        <TestFormFields />
      </SimpleForm>
      <EditorPart title={translate('app.tests.sections')}>
        <ChildList
          items={record.sections}
          resource="sections"
          parent={{ test_id: record.id }}
          orderPath={`/api/test/${record.id}/sections/order`}
          linkTo={(section) => testSectionPath(role, section.id, record.id, language)}
          language={language}
          emptyText="app.tests.no_sections"
          addLabel="app.tests.add_section"
          detail={(section) => {
            const count = record.sections.find((item) => item.id === section.id)?.pages.length;
            return count === undefined
              ? null
              : translate('app.tests.pages_count', { smart_count: count });
          }}
        />
      </EditorPart>
    </>
  );
};

/**
 * A test in the edited language (`/admin/test/edit/{id}`, `/cc/test/edit/{id}`, `?lang=en` for
 * English): name, code, description, and its sections in order (added, moved, removed), each
 * opening the test-section editor.
 */
export const TestEdit = () => (
  <ContentEdit resource="tests">{(language) => <TestContent language={language} />}</ContentEdit>
);
