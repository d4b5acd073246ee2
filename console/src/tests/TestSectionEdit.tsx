import { useParams, useRecordContext, useTranslate } from 'react-admin';
import { ChildList } from '../modules/ChildList';
import { ContentEdit, EditorToolbar, NameEditor } from '../modules/ContentEdit';
import { type ContentLanguage } from '../modules/content-language';
import { useRole } from '../modules/content-paths';
import { BackToTest } from './BackToTest';
import { testEditPath, testPagePath } from './test-paths';

interface TestSectionRecord {
  id: number;
  name: string;
  test_id: number | null;
  language?: string;
  fallback?: boolean;
  pages?: { id: number; name: string; page_type?: string }[];
}

const SectionToolbar = ({ testId, language }: { testId: string; language: ContentLanguage }) => (
  <EditorToolbar<TestSectionRecord>
    deleteMode="pessimistic"
    deleteRedirect={(_record, role) => testEditPath(role, testId, language)}
  />
);

const SectionContent = ({ testId, language }: { testId: string; language: ContentLanguage }) => {
  const record = useRecordContext<TestSectionRecord>();
  const translate = useTranslate();
  const role = useRole();
  if (record === undefined) return null;
  const pages = record.pages ?? [];
  return (
    <NameEditor
      record={record}
      language={language}
      nav={<BackToTest testId={testId} language={language} />}
      toolbar={<SectionToolbar testId={testId} language={language} />}
      nameLabel="app.tests.section_name"
      title={translate('app.tests.pages')}
    >
      <ChildList
        items={pages}
        resource="pages"
        parent={{ section_id: record.id }}
        orderPath={`/api/section/${record.id}/pages/order`}
        linkTo={(page) => testPagePath(role, page.id, testId, language)}
        language={language}
        emptyText="app.tests.no_pages"
        addLabel="app.tests.add_page"
        detail={(page) => {
          const type = pages.find((item) => item.id === page.id)?.page_type;
          return type === undefined ? null : translate(`app.modules.page_types.${type}`);
        }}
      />
    </NameEditor>
  );
};

/**
 * A section of a test (`/admin/test-section/edit/test/{id}/{test_id}`,
 * `/cc/test-section/edit/{id}/test/{test_id}`): its name in the edited language and its pages in
 * order, each opening the test-page editor.
 */
export const TestSectionEdit = () => {
  const { test_id: testId = '' } = useParams();
  return (
    <ContentEdit resource="sections">
      {(language) => <SectionContent testId={testId} language={language} />}
    </ContentEdit>
  );
};
