import { useEffect, useRef } from 'react';
import {
  BooleanField,
  BulkDeleteButton,
  CreateButton,
  Datagrid,
  DateField,
  ExportButton,
  FunctionField,
  List,
  NullableBooleanInput,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
  useListContext,
  useLocaleState,
  useParams,
  useTranslate,
} from 'react-admin';
import { isContentLanguage } from './content-language';
import { editorPath, useRole } from './content-paths';
import { choicesOf, MODULE_TYPES } from './module-choices';

interface ModuleRow {
  id: number;
  name: string;
  type: string;
  languages?: string[];
}

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="type" source="type" choices={choicesOf(MODULE_TYPES, 'app.modules.types')} />,
  <NullableBooleanInput key="is_published" source="is_published" />,
];

const ModuleListActions = () => (
  <TopToolbar>
    <CreateButton />
    <ExportButton />
  </TopToolbar>
);

/** `/admin/modules/list/{pageNo}` opens that page of the list (once, on arrival). */
const PageFromPath = () => {
  const { pageNo } = useParams();
  const { page, setPage } = useListContext();
  const applied = useRef(false);
  useEffect(() => {
    if (applied.current) return;
    applied.current = true;
    const wanted = Number(pageNo);
    if (Number.isInteger(wanted) && wanted > 0 && wanted !== page) setPage(wanted);
  }, [pageNo, page, setPage]);
  return null;
};

/**
 * The modules: search, type and published filters, CSV export, bulk delete after a
 * confirmation; a row opens the module's editor in the interface language.
 */
export const ModuleList = () => {
  const translate = useTranslate();
  const role = useRole();
  const [locale] = useLocaleState();
  const language = isContentLanguage(locale) ? locale : 'sv';
  return (
    <List
      resource="modules"
      filters={filters}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      actions={<ModuleListActions />}
    >
      <PageFromPath />
      <Datagrid
        rowClick={(id) => editorPath('module', role, id, language)}
        bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}
      >
        <TextField source="name" />
        <FunctionField<ModuleRow>
          source="type"
          render={(record) => translate(`app.modules.types.${record.type}`)}
        />
        <TextField source="category" />
        <BooleanField source="is_published" />
        <FunctionField<ModuleRow>
          source="languages"
          sortable={false}
          render={(record) => (record.languages ?? []).join(', ')}
        />
        <DateField source="updated_at" showTime />
      </Datagrid>
    </List>
  );
};
