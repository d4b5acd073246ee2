import {
  AutocompleteInput,
  BulkDeleteButton,
  CreateButton,
  Datagrid,
  ExportButton,
  FunctionField,
  List,
  NumberField,
  ReferenceField,
  ReferenceInput,
  TextField,
  TopToolbar,
  useLocaleState,
  useParams,
  useTranslate,
} from 'react-admin';
import { isContentLanguage } from '../modules/content-language';
import { addPagePath, editorPath, pageInSectionPath, useRole } from '../modules/content-paths';
import { csvExporter } from '../layout/csv-exporter';

interface PageRow {
  id: number;
  name: string;
  page_type: string;
  section_id: number;
}

const filters = [
  <ReferenceInput key="section_id" source="section_id" reference="sections" alwaysOn>
    <AutocompleteInput optionText="name" />
  </ReferenceInput>,
];

const PageListActions = ({ sectionId }: { sectionId: string | undefined }) => {
  const role = useRole();
  return (
    <TopToolbar>
      {sectionId === undefined ? (
        <CreateButton />
      ) : (
        <CreateButton to={addPagePath(role, sectionId)} />
      )}
      <ExportButton />
    </TopToolbar>
  );
};

/**
 * Pages, filtered by section (`/…/pages/list`; `/admin/pages/section/edit/{section_id}` shows one
 * section's), CSV export and undoable bulk delete; a row opens the page within its section.
 */
export const PageList = () => {
  const translate = useTranslate();
  const role = useRole();
  const { section_id: sectionId } = useParams();
  const [locale] = useLocaleState();
  const language = isContentLanguage(locale) ? locale : 'sv';
  return (
    <List
      resource="pages"
      exporter={csvExporter}
      filters={sectionId === undefined ? filters : undefined}
      filter={sectionId === undefined ? undefined : { section_id: sectionId }}
      sort={{ field: 'position', order: 'ASC' }}
      perPage={25}
      actions={<PageListActions sectionId={sectionId} />}
      disableSyncWithLocation={sectionId !== undefined}
    >
      <Datagrid
        rowClick={(id, _resource, record) => {
          const section: unknown = record.section_id;
          return typeof section === 'number'
            ? pageInSectionPath(role, id, section, language)
            : editorPath('page', role, id, language);
        }}
        bulkActionButtons={<BulkDeleteButton />}
      >
        <TextField source="name" />
        <FunctionField<PageRow>
          source="page_type"
          render={(record) => translate(`app.modules.page_types.${record.page_type}`)}
        />
        <ReferenceField source="section_id" reference="sections" link={false} />
        <NumberField source="position" />
      </Datagrid>
    </List>
  );
};
