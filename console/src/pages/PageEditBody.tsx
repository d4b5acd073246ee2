import { type ReactElement } from 'react';
import { SimpleForm } from 'react-admin';
import { type PageRecord } from '../modules/content-api';
import { EditorPart } from '../modules/ContentEdit';
import { type ContentLanguage } from '../modules/content-language';
import { PageDetailFields, PageMainFields } from './page-fields';
import { QuestionsEditor } from './QuestionsEditor';

/**
 * A page's form (every page and answer type) with its toolbar and, when `questions` is true,
 * its question editor below: shared by the module page editor and the test page editor.
 */
export const PageEditBody = ({
  record,
  language,
  toolbar,
  questions,
}: {
  record: PageRecord;
  language: ContentLanguage;
  toolbar: ReactElement;
  questions: boolean;
}) => (
  <>
    <SimpleForm toolbar={toolbar} warnWhenUnsavedChanges>
      <PageMainFields />
      <PageDetailFields />
    </SimpleForm>
    {questions && (
      <EditorPart>
        <QuestionsEditor
          pageId={record.id}
          questions={record.questions}
          answerType={record.answer_type}
          language={language}
        />
      </EditorPart>
    )}
  </>
);
