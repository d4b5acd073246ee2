import {
  BooleanField,
  FunctionField,
  NullableBooleanInput,
  SearchInput,
  SelectInput,
  TextField,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { LocalDateField } from '../layout/FormattedFields';
import { isContentLanguage } from './content-language';
import { editorPath, useRole } from './content-paths';
import { SearchableList } from '../layout/SearchableList';
import { choicesOf, MODULE_TYPES } from './module-choices';
import { useReferenceNames } from '../i18n/reference-names';

interface ModuleRow {
  id: number;
  name: string;
  type: string;
  category?: string | null;
  languages?: string[];
}

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="type" source="type" choices={choicesOf(MODULE_TYPES, 'app.modules.types')} />,
  <NullableBooleanInput key="is_published" source="is_published" />,
];

/**
 * The modules: search, type and published filters, CSV export, bulk delete after a
 * confirmation; a row opens the module's editor in the interface language.
 */
export const ModuleList = () => {
  const translate = useTranslate();
  const names = useReferenceNames();
  const role = useRole();
  const [locale] = useLocaleState();
  const language = isContentLanguage(locale) ? locale : 'sv';
  return (
    <SearchableList
      resource="modules"
      filters={filters}
      rowClick={(id) => editorPath('module', role, id, language)}
    >
      <TextField source="name" />
      <FunctionField<ModuleRow>
        source="type"
        render={(record) => translate(`app.modules.types.${record.type}`)}
      />
      <FunctionField<ModuleRow>
        source="category"
        render={(record) => names.category(record.category)}
      />
      <BooleanField source="is_published" />
      <FunctionField<ModuleRow>
        source="languages"
        sortable={false}
        render={(record) => (record.languages ?? []).join(', ')}
      />
      <LocalDateField source="updated_at" showTime />
    </SearchableList>
  );
};
