import {
  CreateButton,
  Datagrid,
  FunctionField,
  List,
  SearchInput,
  TextField,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { type ProgramRow } from './program-record';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

// CreateButton shows itself only when the authProvider's canAccess allows 'create'.
const ProgramListActions = () => (
  <TopToolbar>
    <CreateButton />
  </TopToolbar>
);

/** Programs, searchable by name, sorted by name. */
export const ProgramList = () => {
  const translate = useTranslate();
  return (
    <List
      resource="programs"
      filters={filters}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      actions={<ProgramListActions />}
    >
      <Datagrid bulkActionButtons={false} rowClick="edit">
        <TextField source="name" />
        <FunctionField<ProgramRow>
          source="duration"
          render={(record) => translate('app.programs.days', { smart_count: record.duration })}
        />
        <TextField source="subscription_model_name" />
      </Datagrid>
    </List>
  );
};
