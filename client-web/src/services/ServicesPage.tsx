import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading, LoadFailed } from '../learning/LoadFailed';
import { useLoad } from '../learning/use-load';
import { useSignedInUser } from '../session/session-context';
import { InvitationForm } from './InvitationForm';
import { InvitationList, NameWithRole, Section, ServiceChips } from './invitation-parts';
import {
  type CompanyProduct,
  type CompanyUser,
  fetchCompanyUsers,
  fetchPendingInvitations,
  fetchProducts,
  fetchUnits,
  type Invitation,
} from './services-api';
import {
  administeredCompanies,
  assignableProducts,
  initialUnit,
  unitChoices,
  type UnitChoice,
} from './services-logic';

function UserList({ users, total }: { users: readonly CompanyUser[]; total: number }) {
  const { t } = useTranslation();
  if (users.length === 0) return <Typography>{t('services.users.empty')}</Typography>;
  return (
    <Stack spacing={1}>
      {total > users.length && (
        <Typography color="text.secondary">
          {t('services.users.showing', { shown: users.length, total })}
        </Typography>
      )}
      <Paper variant="outlined">
        <List disablePadding aria-labelledby="services-users">
          {users.map((user, index) => (
            <ListItem
              key={user.uuid}
              divider={index < users.length - 1}
              sx={{ alignItems: 'flex-start' }}
            >
              <ListItemText
                disableTypography
                primary={
                  <NameWithRole
                    name={`${user.first_name} ${user.last_name}`}
                    role={
                      user.company_role === 'company-admin'
                        ? t('services.roles.companyAdmin')
                        : t('services.roles.standardUser')
                    }
                    highlighted={user.company_role === 'company-admin'}
                  />
                }
                secondary={
                  <Stack spacing={0.5} sx={{ mt: 0.5 }}>
                    <Typography
                      variant="body2"
                      color="text.secondary"
                      sx={{ overflowWrap: 'anywhere' }}
                    >
                      {user.email}
                    </Typography>
                    <Typography variant="body2">
                      {t('services.users.units', {
                        units:
                          user.units.map((unit) => unit.name).join(', ') ||
                          t('services.users.noUnit'),
                      })}
                    </Typography>
                    <ServiceChips
                      names={user.services.map((service) => service.name)}
                      empty={t('services.users.noServices')}
                    />
                    <Typography variant="body2">
                      {user.credits
                        ? t('services.users.credits', {
                            available: user.credits.available,
                            total: user.credits.total,
                          })
                        : t('services.users.noCredits')}
                    </Typography>
                  </Stack>
                }
              />
            </ListItem>
          ))}
        </List>
      </Paper>
    </Stack>
  );
}

function PendingInvitations({
  invitations,
  units,
  products,
}: {
  invitations: readonly Invitation[];
  units: readonly UnitChoice[];
  products: readonly CompanyProduct[];
}) {
  const { t } = useTranslation();
  return (
    <InvitationList
      invitations={invitations}
      products={products}
      labelledBy="services-pending"
      empty={t('services.pending.empty')}
      details={(invitation) => (
        <Typography variant="body2">
          {t('services.pending.unit', {
            unit:
              units.find((unit) => unit.uuid === invitation.unit_uuid)?.name ??
              t('services.users.noUnit'),
          })}
        </Typography>
      )}
    />
  );
}

/** One company's services: invite, pending invitations, members with their services. */
function CompanyServices({
  companyUuid,
  defaultUnit,
}: {
  companyUuid: string;
  defaultUnit: string | null;
}) {
  const { t } = useTranslation();
  const setup = useLoad(async () => {
    const [units, products] = await Promise.all([
      fetchUnits(companyUuid),
      fetchProducts(companyUuid),
    ]);
    return { units: unitChoices(units), products: assignableProducts(products) };
  }, [companyUuid]);
  const pending = useLoad(() => fetchPendingInvitations(companyUuid), [companyUuid]);
  const users = useLoad(() => fetchCompanyUsers(companyUuid), [companyUuid]);

  const onInvited = () => pending.reload();

  return (
    <Stack spacing={4}>
      <Section id="services-invite" title={t('services.invite.title')}>
        <Typography color="text.secondary">{t('services.invite.intro')}</Typography>
        {setup.state.status === 'loading' && <Loading />}
        {setup.state.status === 'failed' && (
          <LoadFailed message={setup.state.message} onRetry={setup.reload} />
        )}
        {setup.state.status === 'ready' && (
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <InvitationForm
              key={companyUuid}
              companyUuid={companyUuid}
              units={setup.state.data.units}
              initialUnit={initialUnit(setup.state.data.units, defaultUnit)}
              products={setup.state.data.products}
              onInvited={onInvited}
            />
          </Paper>
        )}
      </Section>
      <Section id="services-pending" title={t('services.pending.title')}>
        {pending.state.status === 'loading' && <Loading />}
        {pending.state.status === 'failed' && (
          <LoadFailed message={pending.state.message} onRetry={pending.reload} />
        )}
        {pending.state.status === 'ready' && (
          <PendingInvitations
            invitations={pending.state.data.data}
            units={setup.state.status === 'ready' ? setup.state.data.units : []}
            products={setup.state.status === 'ready' ? setup.state.data.products : []}
          />
        )}
      </Section>
      <Section id="services-users" title={t('services.users.title')}>
        {users.state.status === 'loading' && <Loading />}
        {users.state.status === 'failed' && (
          <LoadFailed message={users.state.message} onRetry={users.reload} />
        )}
        {users.state.status === 'ready' && (
          <UserList users={users.state.data.data} total={users.state.data.total} />
        )}
      </Section>
    </Stack>
  );
}

/**
 * /client/services: the company admin's page (needs user-invitation create). Lists the users of
 * the admin's units with their assigned services, invites a user to a unit with services, and
 * shows the invitations still pending.
 */
export function ServicesPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const companies = useMemo(() => administeredCompanies(user), [user]);
  const [chosen, setChosen] = useState<string | null>(null);
  const company = companies.find((entry) => entry.uuid === chosen) ?? companies[0];

  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Typography variant="h4" component="h1">
          {t('services.title')}
        </Typography>
        <Typography color="text.secondary">{t('services.intro')}</Typography>
      </Stack>
      {company === undefined ? (
        <Alert severity="info">{t('services.noCompany')}</Alert>
      ) : (
        <>
          {companies.length > 1 ? (
            <TextField
              select
              label={t('services.company')}
              value={company.uuid}
              onChange={(event) => setChosen(event.target.value)}
              sx={{ maxWidth: 400 }}
            >
              {companies.map((entry) => (
                <MenuItem key={entry.uuid} value={entry.uuid}>
                  {entry.name}
                </MenuItem>
              ))}
            </TextField>
          ) : (
            <Typography variant="h6" component="p">
              {company.name}
            </Typography>
          )}
          <CompanyServices
            key={company.uuid}
            companyUuid={company.uuid}
            defaultUnit={company.default_company_unit_uuid}
          />
        </>
      )}
    </Stack>
  );
}
