import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { type ReactNode } from 'react';
import { Link, useGetList, useGetOne, useTranslate } from 'react-admin';
import { useCanResource } from './company-access';
import { companyPath } from './company-paths';
import { type CompanyRecord } from './company-record';

export type CompanyTab = 'details' | 'units' | 'users' | 'invitations' | 'subscription' | 'consent';

/** The company's subscription (one per company), if it has one. */
export function useCompanySubscriptionId(companyUuid: string, enabled = true) {
  const { data, isPending } = useGetList<{ id: string }>(
    'company-subscriptions',
    { filter: { company_uuid: companyUuid }, pagination: { page: 1, perPage: 1 } },
    { enabled },
  );
  return { id: data?.[0]?.id ?? null, isPending };
}

/**
 * The frame of every company screen: the company's name and tabs that lead to the specification's
 * routes of its details, unit tree, users, invitations, subscription and consent documents. A tab
 * shows when the user may read what it leads to.
 */
export const CompanyWorkspace = ({
  companyUuid,
  tab,
  title,
  children,
}: {
  companyUuid: string;
  tab: CompanyTab;
  /** The screen's own heading under the company's name. */
  title?: string;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  const { data: company } = useGetOne<CompanyRecord>('companies', { id: companyUuid });
  const canUnits = useCanResource('company-units', 'list');
  const canUsers = useCanResource('company-users', 'list');
  const canInvitations = useCanResource('invitations', 'list');
  const canSubscription = useCanResource('company-subscriptions', 'show');
  const canConsent = useCanResource('consent-documents', 'list');
  const subscription = useCompanySubscriptionId(companyUuid, canSubscription);
  const canAddSubscription = useCanResource('company-subscriptions', 'create');

  const tabs: { value: CompanyTab; to: string; show: boolean }[] = [
    { value: 'details', to: companyPath('edit', { id: companyUuid }), show: true },
    { value: 'units', to: companyPath('units', { company_uuid: companyUuid }), show: canUnits },
    { value: 'users', to: companyPath('users', { company_uuid: companyUuid }), show: canUsers },
    {
      value: 'invitations',
      to: companyPath('companyInvitations', { company_uuid: companyUuid }),
      show: canInvitations,
    },
    {
      value: 'subscription',
      to:
        subscription.id === null
          ? companyPath('subscriptionAdd', { company_uuid: companyUuid })
          : companyPath('subscriptionView', { id: subscription.id }),
      show:
        canSubscription &&
        !subscription.isPending &&
        (subscription.id !== null || canAddSubscription),
    },
    {
      value: 'consent',
      to: companyPath('consentDocuments', { company_uuid: companyUuid }),
      show: canConsent,
    },
  ];
  const shown = tabs.filter((entry) => entry.show);

  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {company?.name ?? translate('app.companies.workspace.loading')}
      </Typography>
      <Tabs
        value={shown.some((entry) => entry.value === tab) ? tab : false}
        variant="scrollable"
        scrollButtons="auto"
        aria-label={translate('app.companies.workspace.tabs_label')}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {shown.map((entry) => (
          <Tab
            key={entry.value}
            value={entry.value}
            label={translate(`app.companies.workspace.tabs.${entry.value}`)}
            component={Link}
            to={entry.to}
            // The primary colour on the page's grey is under 4.5:1; the darker shade is not.
            sx={{ textDecoration: 'none', '&.Mui-selected': { color: 'primary.dark' } }}
          />
        ))}
      </Tabs>
      {title !== undefined && (
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {title}
        </Typography>
      )}
      {children}
    </Box>
  );
};
