import {
  AutocompleteInput,
  BulkExportButton,
  Datagrid,
  ExportButton,
  FunctionField,
  List,
  NumberField,
  ReferenceInput,
  TextField,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { type CompanySubscriptionRecord } from './subscription-record';
import { csvExporter } from '../layout/csv-exporter';
import { LocalDateField, MoneyField } from '../layout/FormattedFields';

const filters = [
  <ReferenceInput
    key="company_uuid"
    source="company_uuid"
    reference="companies"
    sort={{ field: 'name', order: 'ASC' }}
    alwaysOn
  >
    <AutocompleteInput optionText="name" filterToQuery={(q: string) => ({ q })} />
  </ReferenceInput>,
];

/**
 * /admin/subscriptions/list and /hc/subscriptions/list: every company's subscription with its
 * credits, filtered by company, exportable; a row opens /companies/subscription/view/{id}.
 */
export const CompanySubscriptionList = () => {
  const translate = useTranslate();
  return (
    <List
      resource="company-subscriptions"
      exporter={csvExporter}
      filters={filters}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      actions={
        <TopToolbar>
          <ExportButton />
        </TopToolbar>
      }
    >
      <Datagrid bulkActionButtons={<BulkExportButton />} rowClick="show">
        <TextField source="company_name" sortable={false} />
        <TextField source="name" />
        <LocalDateField source="billing_start_date" />
        <MoneyField source="price_per_user" />
        <MoneyField source="price_per_credit" />
        <NumberField source="credit_amount" />
        <NumberField source="credit_limit_per_user" />
        <FunctionField<CompanySubscriptionRecord>
          source="credits"
          label="resources.company-subscriptions.fields.credits_column"
          sortable={false}
          render={(record) =>
            translate('app.company_subscriptions.credits_line', {
              available: record.credits.available,
              taken: record.credits.taken,
              total: record.credits.total,
            })
          }
        />
      </Datagrid>
    </List>
  );
};
