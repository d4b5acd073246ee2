import EditIcon from '@mui/icons-material/Edit';
import {
  Button,
  FunctionField,
  Link,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useLocaleState,
  useParams,
} from 'react-admin';
import { formatMoney } from '@sinnro/web-session';
import { LocalDateField } from '../layout/FormattedFields';
import { useCanResource } from '../companies/company-access';
import { companyPath } from '../companies/company-paths';
import { useApiList } from '../providers/useApiList';
import { type CompanySubscriptionRecord, type SubscriptionModel } from './subscription-record';
import { SubscriptionWorkspace } from './SubscriptionWorkspace';
import { useReferenceNames } from '../i18n/reference-names';

/** /companies/subscription/view/{id}: the company subscription with its credit totals. */
export const CompanySubscriptionShow = () => {
  const { id = '' } = useParams();
  const [locale] = useLocaleState();
  const names = useReferenceNames();
  const canEdit = useCanResource('company-subscriptions', 'edit');
  const { data: models } = useApiList<SubscriptionModel>('/api/v1/subscription-models/type/icbt');
  return (
    <SubscriptionWorkspace id={id} title="app.company_subscriptions.view_title">
      <Show
        resource="company-subscriptions"
        id={id}
        title=" "
        actions={
          <TopToolbar>
            {canEdit && (
              <Button
                component={Link}
                to={companyPath('subscriptionEdit', { id })}
                label="ra.action.edit"
              >
                <EditIcon />
              </Button>
            )}
          </TopToolbar>
        }
      >
        <SimpleShowLayout>
          <TextField source="company_name" />
          <TextField source="name" />
          <LocalDateField source="billing_start_date" />
          <FunctionField<CompanySubscriptionRecord>
            source="subscription_model_uuid"
            render={(row) =>
              names.model(
                models.find((model) => model.uuid === row.subscription_model_uuid)?.name,
              ) || row.subscription_model_uuid
            }
          />
          <FunctionField<CompanySubscriptionRecord>
            source="price_per_user"
            render={(row) => formatMoney(row.price_per_user, 'SEK', locale)}
          />
          <FunctionField<CompanySubscriptionRecord>
            source="price_per_credit"
            render={(row) => formatMoney(row.price_per_credit, 'SEK', locale)}
          />
          <NumberField source="credit_amount" />
          <NumberField source="credit_limit_per_user" />
          <NumberField source="credits.total" />
          <NumberField source="credits.taken" />
          <NumberField source="credits.available" />
          <NumberField source="credits_granted_to_users" />
          <TextField source="licensed_price_id" emptyText="–" />
          <TextField source="metered_price_id" emptyText="–" />
        </SimpleShowLayout>
      </Show>
    </SubscriptionWorkspace>
  );
};
