import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
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
  productNames,
  unitChoices,
  type UnitChoice,
} from './services-logic';

function formatDate(value: string, language: string | undefined): string {
  return new Date(value).toLocaleDateString(language === 'en' ? 'en-GB' : 'sv-SE', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
}

function ServiceChips({ names, empty }: { names: readonly string[]; empty: string }) {
  if (names.length === 0) {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {empty}
      </Typography>
    );
  }
  return (
    <Stack direction="row" spacing={0.5} useFlexGap component="span" sx={{ flexWrap: 'wrap' }}>
      {names.map((name) => (
        <Chip key={name} component="span" size="small" variant="outlined" label={name} />
      ))}
    </Stack>
  );
}

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
                  <Stack
                    direction="row"
                    spacing={1}
                    useFlexGap
                    sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                  >
                    <Typography component="span" sx={{ fontWeight: 600 }}>
                      {`${user.first_name} ${user.last_name}`}
                    </Typography>
                    <Chip
                      component="span"
                      size="small"
                      color={user.company_role === 'company-admin' ? 'primary' : 'default'}
                      label={
                        user.company_role === 'company-admin'
                          ? t('services.roles.companyAdmin')
                          : t('services.roles.standardUser')
                      }
                    />
                  </Stack>
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
  const { t, i18n } = useTranslation();
  if (invitations.length === 0) return <Typography>{t('services.pending.empty')}</Typography>;
  return (
    <Paper variant="outlined">
      <List disablePadding aria-labelledby="services-pending">
        {invitations.map((invitation, index) => (
          <ListItem key={invitation.uuid} divider={index < invitations.length - 1}>
            <ListItemText
              disableTypography
              primary={
                <Typography sx={{ fontWeight: 600 }}>
                  {`${invitation.first_name} ${invitation.last_name}`}
                </Typography>
              }
              secondary={
                <Stack spacing={0.5} sx={{ mt: 0.5 }}>
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ overflowWrap: 'anywhere' }}
                  >
                    {invitation.email}
                  </Typography>
                  <Typography variant="body2">
                    {t('services.pending.unit', {
                      unit:
                        units.find((unit) => unit.uuid === invitation.unit_uuid)?.name ??
                        t('services.users.noUnit'),
                    })}
                  </Typography>
                  <ServiceChips
                    names={productNames(invitation.products, products)}
                    empty={t('services.users.noServices')}
                  />
                  <Typography variant="body2" color="text.secondary">
                    {t('services.pending.expires', {
                      date: formatDate(invitation.expires_at, i18n.resolvedLanguage),
                    })}
                  </Typography>
                </Stack>
              }
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <Stack component="section" aria-labelledby={id} spacing={2}>
      <Typography id={id} variant="h5" component="h2">
        {title}
      </Typography>
      {children}
    </Stack>
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
