import { useRecordContext, useTranslate } from 'react-admin';
import { ChildList } from '../modules/ChildList';
import { type NamedNode } from '../modules/content-api';
import {
  ContentEdit,
  EditorAside,
  EditorBreadcrumb,
  EditorToolbar,
  NameEditor,
} from '../modules/ContentEdit';
import { type ContentLanguage } from '../modules/content-language';
import { editorPath, useRole } from '../modules/content-paths';

interface ChapterRecord {
  id: number;
  name: string;
  module_id: number;
  language?: string;
  fallback?: boolean;
  sections?: (NamedNode & { pages_count?: number })[];
  empty_text?: string | null;
}

const ChapterToolbar = ({ language }: { language: ContentLanguage }) => (
  <EditorToolbar<ChapterRecord>
    deleteMode="undoable"
    deleteRedirect={(record, role) => editorPath('module', role, record.module_id, language)}
  />
);

const ChapterContent = ({ language }: { language: ContentLanguage }) => {
  const record = useRecordContext<ChapterRecord>();
  const translate = useTranslate();
  const role = useRole();
  if (record === undefined) return null;
  return (
    <NameEditor
      record={record}
      language={language}
      nav={<EditorBreadcrumb type="chapter" id={record.id} language={language} />}
      toolbar={<ChapterToolbar language={language} />}
      title={translate('resources.sections.name', { smart_count: 2 })}
    >
      <ChildList
        items={record.sections ?? []}
        resource="sections"
        parent={{ chapter_id: record.id }}
        orderPath={`/api/chapter/${record.id}/sections/order`}
        linkTo={(section) => editorPath('section', role, section.id, language)}
        language={language}
        emptyText="app.modules.no_sections"
        addLabel="app.modules.add_section"
      />
    </NameEditor>
  );
};

const ChapterAside = ({ language }: { language: ContentLanguage }) => (
  <EditorAside<ChapterRecord>
    type="chapter"
    language={language}
    moduleId={(record) => record?.module_id ?? null}
    version={(record) => JSON.stringify([record?.name, record?.sections ?? []])}
  />
);

/**
 * A chapter's name in the edited language and its sections (`/admin/chapter/edit/{id}/{lang}`,
 * `/cc/chapter/edit/{id}`), with the breadcrumb and the module's tree view.
 */
export const ChapterEdit = () => (
  <ContentEdit resource="chapters" aside={(language) => <ChapterAside language={language} />}>
    {(language) => <ChapterContent language={language} />}
  </ContentEdit>
);
