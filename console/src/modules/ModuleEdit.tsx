import { SimpleForm, useRecordContext, useTranslate } from 'react-admin';
import { ChildList } from './ChildList';
import { type NamedNode } from './content-api';
import { ContentEdit, EditorAside, EditorPart, EditorToolbar } from './ContentEdit';
import { type ContentLanguage, FallbackNotice } from './content-language';
import { editorPath, modulesListPath, useRole } from './content-paths';
import { ModuleFormFields } from './ModuleFormFields';

interface ModuleRecord {
  id: number;
  name: string;
  language?: string;
  fallback?: boolean;
  chapters?: NamedNode[];
}

const ModuleToolbar = () => (
  <EditorToolbar<ModuleRecord>
    deleteMode="pessimistic"
    deleteRedirect={(_record, role) => modulesListPath(role)}
  />
);

const ModuleForm = ({ language }: { language: ContentLanguage }) => {
  const record = useRecordContext<ModuleRecord>();
  return (
    <SimpleForm toolbar={<ModuleToolbar />} warnWhenUnsavedChanges>
      <FallbackNotice record={record} language={language} />
      <ModuleFormFields />
    </SimpleForm>
  );
};

const ModuleChapters = ({ language }: { language: ContentLanguage }) => {
  const record = useRecordContext<ModuleRecord>();
  const translate = useTranslate();
  const role = useRole();
  if (record === undefined) return null;
  return (
    <EditorPart title={translate('resources.chapters.name', { smart_count: 2 })}>
      <ChildList
        items={record.chapters ?? []}
        resource="chapters"
        parent={{ module_id: record.id }}
        orderPath={`/api/modules/${record.id}/chapters/order`}
        linkTo={(chapter) => editorPath('chapter', role, chapter.id, language)}
        language={language}
        emptyText="app.modules.no_chapters"
        addLabel="app.modules.add_chapter"
      />
    </EditorPart>
  );
};

const ModuleAside = ({ language }: { language: ContentLanguage }) => (
  <EditorAside<ModuleRecord>
    type="module"
    language={language}
    moduleId={(record) => record?.id ?? null}
    version={(record) => JSON.stringify(record?.chapters ?? [])}
  />
);

/**
 * A module's fields and its chapters in the language of the address (`/admin/modules/edit/5/en`,
 * `/cc/modules/edit/5?lang=en`); the switch loads and saves the other language's texts.
 */
export const ModuleEdit = () => (
  <ContentEdit resource="modules" aside={(language) => <ModuleAside language={language} />}>
    {(language) => (
      <>
        <ModuleForm language={language} />
        <ModuleChapters language={language} />
      </>
    )}
  </ContentEdit>
);
