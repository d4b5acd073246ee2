import {
  Edit,
  Loading,
  SimpleForm,
  useGetOne,
  useNotify,
  useParams,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { companyPath } from '../companies/company-paths';
import { CompanyWorkspace } from '../companies/CompanyWorkspace';
import { type CompanySubscriptionRecord, subscriptionBody } from './subscription-record';
import { SubscriptionFormFields } from './SubscriptionFormFields';

/** /companies/subscription/edit/{id}: changes the company subscription, then shows it. */
export const CompanySubscriptionEdit = () => {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const { data: record, isPending } = useGetOne<CompanySubscriptionRecord>(
    'company-subscriptions',
    { id },
  );
  if (isPending || record === undefined) return <Loading />;
  return (
    <CompanyWorkspace
      companyUuid={record.company_uuid}
      tab="subscription"
      title={translate('app.company_subscriptions.edit_title')}
    >
      <Edit
        resource="company-subscriptions"
        id={id}
        title=" "
        mutationMode="pessimistic"
        transform={subscriptionBody}
        mutationOptions={{
          onSuccess: () => {
            notify('app.company_subscriptions.saved', { type: 'success' });
            redirect(companyPath('subscriptionView', { id }));
          },
        }}
      >
        <SimpleForm warnWhenUnsavedChanges>
          <SubscriptionFormFields />
        </SimpleForm>
      </Edit>
    </CompanyWorkspace>
  );
};
