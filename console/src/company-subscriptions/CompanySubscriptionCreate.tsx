import { Create, SimpleForm, useNotify, useParams, useRedirect, useTranslate } from 'react-admin';
import { companyPath } from '../companies/company-paths';
import { CompanyWorkspace } from '../companies/CompanyWorkspace';
import { type CompanySubscriptionRecord, subscriptionBody } from './subscription-record';
import { SubscriptionFormFields } from './SubscriptionFormFields';

/** /companies/subscription/add/{company_uuid}: the company's first subscription. */
export const CompanySubscriptionCreate = () => {
  const { company_uuid: companyUuid = '' } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <CompanyWorkspace
      companyUuid={companyUuid}
      tab="subscription"
      title={translate('app.company_subscriptions.add_title')}
    >
      <Create
        resource="company-subscriptions"
        title=" "
        transform={(form: Partial<CompanySubscriptionRecord>) => ({
          ...subscriptionBody(form),
          company_uuid: companyUuid,
        })}
        mutationOptions={{
          onSuccess: (subscription: { id: string }) => {
            notify('app.company_subscriptions.saved', { type: 'success' });
            redirect(companyPath('subscriptionView', { id: subscription.id }));
          },
        }}
      >
        <SimpleForm warnWhenUnsavedChanges defaultValues={{ credit_limit_per_user: 1 }}>
          <SubscriptionFormFields />
        </SimpleForm>
      </Create>
    </CompanyWorkspace>
  );
};
