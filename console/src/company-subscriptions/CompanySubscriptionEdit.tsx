import { Edit, SimpleForm, useNotify, useParams, useRedirect } from 'react-admin';
import { companyPath } from '../companies/company-paths';
import { subscriptionBody } from './subscription-record';
import { SubscriptionFormFields } from './SubscriptionFormFields';
import { SubscriptionWorkspace } from './SubscriptionWorkspace';

/** /companies/subscription/edit/{id}: changes the company subscription, then shows it. */
export const CompanySubscriptionEdit = () => {
  const { id = '' } = useParams();
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <SubscriptionWorkspace id={id} title="app.company_subscriptions.edit_title">
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
    </SubscriptionWorkspace>
  );
};
