import { useParams, useRecordContext } from 'react-admin';
import { type PageRecord } from '../modules/content-api';
import { ContentEdit, EditorHeader, EditorToolbar } from '../modules/ContentEdit';
import { type ContentLanguage } from '../modules/content-language';
import { PageEditBody } from '../pages/PageEditBody';
import { BackToTest } from './BackToTest';
import { testSectionPath } from './test-paths';

const PageToolbar = ({ testId, language }: { testId: string; language: ContentLanguage }) => (
  <EditorToolbar<PageRecord>
    deleteMode="pessimistic"
    deleteRedirect={(record, role) => testSectionPath(role, record.section_id, testId, language)}
  />
);

const PageContent = ({ testId, language }: { testId: string; language: ContentLanguage }) => {
  const record = useRecordContext<PageRecord>();
  if (record === undefined) return null;
  return (
    <>
      <EditorHeader record={record} language={language}>
        <BackToTest testId={testId} language={language} />
      </EditorHeader>
      <PageEditBody
        record={record}
        language={language}
        toolbar={<PageToolbar testId={testId} language={language} />}
        questions
      />
    </>
  );
};

/**
 * A page of a test (`/admin/test-pages/edit/test/{id}/{test_id}`,
 * `/cc/test-pages/edit/{id}/test/{test_id}`): the pages folder's page fields (every page and
 * answer type) and its question editor (questions, answer options with values), in the edited
 * language.
 */
export const TestPageEdit = () => {
  const { test_id: testId = '' } = useParams();
  return (
    <ContentEdit resource="pages">
      {(language) => <PageContent testId={testId} language={language} />}
    </ContentEdit>
  );
};
