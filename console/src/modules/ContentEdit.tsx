import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { type ReactElement, type ReactNode } from 'react';
import {
  DeleteButton,
  Edit,
  maxLength,
  type RaRecord,
  required,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import {
  ContentLanguageProvider,
  type ContentLanguage,
  FallbackNotice,
  LanguageSwitch,
  useEditLanguage,
} from './content-language';
import { ContentBreadcrumb, ContentTree, useBreadcrumb } from './ContentNavigation';
import { useRole } from './content-paths';
import { EDITOR_TOOLBAR_SX } from './editor-toolbar';

/**
 * The frame every content editor (module, chapter, section, page, test, test section, test page)
 * shares: react-admin's Edit in the language of the address, read and saved in that language
 * (pessimistic, staying on the editor), with the language switch in the top toolbar.
 */
export const ContentEdit = ({
  resource,
  aside,
  children,
}: {
  resource: string;
  aside?: (language: ContentLanguage) => ReactElement;
  children: (language: ContentLanguage) => ReactNode;
}) => {
  const [language, setLanguage] = useEditLanguage();
  return (
    <ContentLanguageProvider language={language}>
      <Edit
        key={language}
        resource={resource}
        mutationMode="pessimistic"
        redirect={false}
        queryOptions={{ meta: { lang: language } }}
        mutationOptions={{ meta: { lang: language } }}
        transform={(data: Record<string, unknown>) => ({ ...data, language })}
        actions={
          <TopToolbar>
            <LanguageSwitch language={language} onChange={setLanguage} />
          </TopToolbar>
        }
        aside={aside?.(language)}
      >
        {children(language)}
      </Edit>
    </ContentLanguageProvider>
  );
};

/**
 * An editor's form toolbar: save (with `extra` beside it) and, when `deleteRedirect` gives a
 * path for the record, delete, going there afterwards.
 */
export function EditorToolbar<R extends RaRecord>({
  deleteMode,
  deleteRedirect,
  extra,
}: {
  deleteMode: 'pessimistic' | 'undoable';
  deleteRedirect: (record: R, role: string) => string | null;
  extra?: ReactNode;
}) {
  const record = useRecordContext<R>();
  const role = useRole();
  const redirect = record === undefined ? null : deleteRedirect(record, role);
  return (
    <Toolbar sx={EDITOR_TOOLBAR_SX}>
      {extra === undefined ? (
        <SaveButton />
      ) : (
        <Box sx={{ display: 'flex', gap: 1 }}>
          <SaveButton />
          {extra}
        </Box>
      )}
      {redirect === null ? null : <DeleteButton mutationMode={deleteMode} redirect={redirect} />}
    </Toolbar>
  );
}

/** Above the form: the way back (breadcrumb or link) and the notice of a fallback language. */
export const EditorHeader = ({
  record,
  language,
  children,
}: {
  record: { fallback?: unknown; language?: unknown };
  language: ContentLanguage;
  children?: ReactNode;
}) => (
  <Box sx={{ px: 2, pt: 2 }}>
    {children}
    <FallbackNotice record={record} language={language} />
  </Box>
);

/** Below the form: a part of its own (the children list, the questions) after a divider. */
export const EditorPart = ({ title, children }: { title?: string; children: ReactNode }) => (
  <Box sx={{ p: 2 }}>
    <Divider sx={{ mb: 2 }} />
    {title === undefined ? null : (
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
    )}
    {children}
  </Box>
);

/**
 * The editor of a node that has only a name (chapter, section, test section): the way back, the
 * name form with its toolbar, and below it the part listing its children.
 */
export const NameEditor = ({
  record,
  language,
  nav,
  toolbar,
  nameLabel,
  title,
  children,
}: {
  record: { fallback?: unknown; language?: unknown };
  language: ContentLanguage;
  nav: ReactNode;
  toolbar: ReactElement;
  nameLabel?: string;
  title: string;
  children: ReactNode;
}) => (
  <>
    <EditorHeader record={record} language={language}>
      {nav}
    </EditorHeader>
    <SimpleForm toolbar={toolbar} warnWhenUnsavedChanges>
      <TextInput
        source="name"
        label={nameLabel}
        validate={[required(), maxLength(300)]}
        fullWidth
      />
    </SimpleForm>
    <EditorPart title={title}>{children}</EditorPart>
  </>
);

/** The breadcrumb of the edited chapter or section, asked of the server in the edited language. */
export const EditorBreadcrumb = ({
  type,
  id,
  language,
}: {
  type: 'chapter' | 'section';
  id: number;
  language: ContentLanguage;
}) => {
  const { data: crumbs } = useBreadcrumb(type, id, language);
  return <ContentBreadcrumb crumbs={crumbs} language={language} />;
};

/**
 * Beside the editor: the module's tree view with the edited node marked, asked again when
 * `version` (the node's name and children) changes.
 */
export function EditorAside<R extends RaRecord<number>>({
  type,
  language,
  moduleId,
  version,
}: {
  type: 'module' | 'chapter' | 'section';
  language: ContentLanguage;
  moduleId: (record: R | undefined) => number | null;
  version: (record: R | undefined) => string;
}) {
  const record = useRecordContext<R>();
  return (
    <ContentTree
      moduleId={moduleId(record)}
      language={language}
      current={record === undefined ? undefined : { type, id: record.id }}
      version={version(record)}
    />
  );
}
