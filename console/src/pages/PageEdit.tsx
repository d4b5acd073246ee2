import VisibilityIcon from '@mui/icons-material/Visibility';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { FormDataConsumer, useRecordContext, useTranslate } from 'react-admin';
import { type PageRecord } from '../modules/content-api';
import { ContentEdit, EditorHeader, EditorToolbar } from '../modules/ContentEdit';
import { type ContentLanguage } from '../modules/content-language';
import { ContentBreadcrumb, ContentTree, useBreadcrumb } from '../modules/ContentNavigation';
import { editorPath } from '../modules/content-paths';
import { PageEditBody } from './PageEditBody';
import { PagePreviewDialog, type PreviewPage } from './PagePreview';

const PreviewButton = ({ page, language }: { page: PreviewPage; language: ContentLanguage }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button startIcon={<VisibilityIcon />} onClick={() => setOpen(true)}>
        {translate('app.modules.preview')}
      </Button>
      {open && (
        <PagePreviewDialog page={page} language={language} open onClose={() => setOpen(false)} />
      )}
    </>
  );
};

const PageToolbar = ({ language }: { language: ContentLanguage }) => {
  const record = useRecordContext<PageRecord>();
  return (
    <EditorToolbar<PageRecord>
      deleteMode="undoable"
      deleteRedirect={(page, role) => editorPath('section', role, page.section_id, language)}
      extra={
        <FormDataConsumer<PreviewPage>>
          {({ formData }) => (
            <PreviewButton
              page={{ ...formData, questions: record?.questions ?? [] }}
              language={language}
            />
          )}
        </FormDataConsumer>
      }
    />
  );
};

const PageContent = ({ language }: { language: ContentLanguage }) => {
  const record = useRecordContext<PageRecord>();
  const { data: crumbs } = useBreadcrumb('page', record?.id, language);
  if (record === undefined) return null;
  return (
    <>
      <EditorHeader record={record} language={language}>
        <ContentBreadcrumb crumbs={crumbs} language={language} />
      </EditorHeader>
      <PageEditBody
        record={record}
        language={language}
        toolbar={<PageToolbar language={language} />}
        questions={record.page_type === 'questions' || record.questions.length > 0}
      />
    </>
  );
};

const PageAside = ({ language }: { language: ContentLanguage }) => {
  const record = useRecordContext<PageRecord>();
  const { data: crumbs } = useBreadcrumb('page', record?.id, language);
  const moduleId = crumbs?.find((crumb) => crumb.type === 'module')?.id ?? null;
  return (
    <ContentTree
      moduleId={moduleId}
      language={language}
      current={record === undefined ? undefined : { type: 'page', id: record.id }}
      version={record?.name}
    />
  );
};

/**
 * A page in the edited language (`/admin/pages/edit/{id}/{lang}`, `/cc/pages/edit/{id}`, and
 * within its section): every page type and answer type, its questions and answer options, the
 * breadcrumb, the module's tree view and a preview as the client sees it.
 */
export const PageEdit = () => (
  <ContentEdit resource="pages" aside={(language) => <PageAside language={language} />}>
    {(language) => <PageContent language={language} />}
  </ContentEdit>
);
