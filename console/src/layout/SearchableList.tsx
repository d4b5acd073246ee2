import { type ReactElement, type ReactNode } from 'react';
import {
  BulkDeleteButton,
  CreateButton,
  Datagrid,
  type DatagridProps,
  ExportButton,
  List,
  SearchInput,
  type SortPayload,
  TopToolbar,
} from 'react-admin';
import { PageInPath } from '../routing/PageInPath';
import { csvExporter } from './csv-exporter';

const SEARCH_ONLY = [<SearchInput key="q" source="q" alwaysOn />];

interface SearchableListProps {
  resource: string;
  /** The create button's label (a message key); the button shows only where creating is allowed. */
  addLabel?: string;
  filters?: ReactElement[];
  sort?: SortPayload;
  rowClick?: DatagridProps['rowClick'];
  storeKey?: string;
  /** The columns. */
  children: ReactNode;
}

/**
 * The console's standard list: search (and other filters), 25 rows a page sorted by name, the
 * page in the path where the specification writes one, add and CSV export above, and bulk
 * delete of the selected rows after a confirmation.
 */
export const SearchableList = ({
  resource,
  addLabel,
  filters = SEARCH_ONLY,
  sort = { field: 'name', order: 'ASC' },
  rowClick = 'edit',
  storeKey,
  children,
}: SearchableListProps) => (
  <List
    resource={resource}
    exporter={csvExporter}
    filters={filters}
    sort={sort}
    perPage={25}
    storeKey={storeKey}
    actions={
      <TopToolbar>
        <CreateButton label={addLabel} />
        <ExportButton />
      </TopToolbar>
    }
  >
    <PageInPath />
    <Datagrid
      rowClick={rowClick}
      bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}
    >
      {children}
    </Datagrid>
  </List>
);
