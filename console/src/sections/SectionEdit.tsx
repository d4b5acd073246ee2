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
import { editorPath, pageInSectionPath, useRole } from '../modules/content-paths';

interface SectionRecord {
  id: number;
  name: string;
  chapter_id: number | null;
  test_id: number | null;
  module: NamedNode | null;
  language?: string;
  fallback?: boolean;
  pages?: (NamedNode & { page_type?: string })[];
  empty_text?: string | null;
}

const SectionToolbar = ({ language }: { language: ContentLanguage }) => (
  <EditorToolbar<SectionRecord>
    deleteMode="undoable"
    deleteRedirect={(record, role) =>
      record.chapter_id ? editorPath('chapter', role, record.chapter_id, language) : null
    }
  />
);

const SectionContent = ({ language }: { language: ContentLanguage }) => {
  const record = useRecordContext<SectionRecord>();
  const translate = useTranslate();
  const role = useRole();
  if (record === undefined) return null;
  return (
    <NameEditor
      record={record}
      language={language}
      nav={<EditorBreadcrumb type="section" id={record.id} language={language} />}
      toolbar={<SectionToolbar language={language} />}
      title={translate('resources.pages.name', { smart_count: 2 })}
    >
      <ChildList
        items={record.pages ?? []}
        resource="pages"
        parent={{ section_id: record.id }}
        orderPath={`/api/section/${record.id}/pages/order`}
        linkTo={(page) => pageInSectionPath(role, page.id, record.id, language)}
        language={language}
        emptyText="app.modules.no_pages"
        addLabel="app.modules.add_page"
        detail={(page) => {
          const type = (record.pages ?? []).find((item) => item.id === page.id)?.page_type;
          return type === undefined ? null : translate(`app.modules.page_types.${type}`);
        }}
      />
    </NameEditor>
  );
};

const SectionAside = ({ language }: { language: ContentLanguage }) => (
  <EditorAside<SectionRecord>
    type="section"
    language={language}
    moduleId={(record) => record?.module?.id ?? null}
    version={(record) => JSON.stringify([record?.name, record?.pages ?? []])}
  />
);

/**
 * A section's name in the edited language and its pages (`/admin/section/edit/{id}/{lang}`,
 * `/cc/section/edit/{id}`), with the breadcrumb and the module's tree view.
 */
export const SectionEdit = () => (
  <ContentEdit resource="sections" aside={(language) => <SectionAside language={language} />}>
    {(language) => <SectionContent language={language} />}
  </ContentEdit>
);
