import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Loading, LoadFailed } from '../learning/LoadFailed';
import { useLoad } from '../learning/use-load';
import { Section } from '../services/invitation-parts';
import { fetchCompanyUsers } from '../services/services-api';
import { useSignedInUser } from '../session/session-context';
import { fetchCandidates } from '../specialists/specialists-api';
import { ClinicMembers, memberRoleKey } from './ClinicMembers';
import { CLINIC_PATHS, clinicOf } from './clinic-logic';
import { subscriptionModelName } from '@sinnro/care-ui';

/**
 * /clinic-admin, the clinic admin's "my organization": the clinic, how many clinicians and
 * clients it has, its clinicians, and its clients (POST api/get-my-candidates, read-only).
 */
export function ClinicOrganisationPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const clinic = useMemo(() => clinicOf(user), [user]);
  return (
    <Stack spacing={4}>
      <Stack spacing={1}>
        <Typography variant="h4" component="h1">
          {t('clinic.organisation.title')}
        </Typography>
        {clinic && (
          <Typography variant="h6" component="p">
            {clinic.name}
          </Typography>
        )}
      </Stack>
      {clinic === null ? (
        <Alert severity="info">{t('clinic.noClinic')}</Alert>
      ) : (
        <Organisation clinic={clinic.uuid} />
      )}
    </Stack>
  );
}

function Organisation({ clinic }: { clinic: string }) {
  const { t, i18n } = useTranslation();
  const members = useLoad(() => fetchCompanyUsers(clinic), [clinic]);
  const clients = useLoad(() => fetchCandidates({}), [clinic]);
  const clinicians =
    members.state.status === 'ready'
      ? members.state.data.data.filter((member) => memberRoleKey(member.role) !== 'client')
      : [];
  return (
    <>
      {members.state.status === 'ready' && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
            <Typography>
              {t('clinic.organisation.memberCount', { count: members.state.data.total })}
            </Typography>
            <Typography>
              {t('clinic.organisation.clinicianCount', { count: clinicians.length })}
            </Typography>
          </Stack>
        </Paper>
      )}
      <div>
        <Button component={RouterLink} to={CLINIC_PATHS.services} variant="outlined">
          {t('clinic.organisation.toServices')}
        </Button>
      </div>
      <Section id="clinic-clinicians" title={t('clinic.organisation.clinicians')}>
        {members.state.status === 'loading' && <Loading />}
        {members.state.status === 'failed' && (
          <LoadFailed message={members.state.message} onRetry={members.reload} />
        )}
        {members.state.status === 'ready' && (
          <ClinicMembers
            members={clinicians}
            total={clinicians.length}
            labelledBy="clinic-clinicians"
          />
        )}
      </Section>
      <Section id="clinic-clients" title={t('clinic.organisation.clients')}>
        {clients.state.status === 'loading' && <Loading />}
        {clients.state.status === 'failed' && (
          <LoadFailed message={clients.state.message} onRetry={clients.reload} />
        )}
        {clients.state.status === 'ready' &&
          (clients.state.data.data.length === 0 ? (
            <Typography>{t('clinic.organisation.noClients')}</Typography>
          ) : (
            <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-labelledby="clinic-clients">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('clinic.organisation.name')}</TableCell>
                    <TableCell>{t('clinic.organisation.email')}</TableCell>
                    <TableCell>{t('clinic.organisation.subscription')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {clients.state.data.data.map((client) => (
                    <TableRow key={client.uuid}>
                      <TableCell>{client.name}</TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>{client.email}</TableCell>
                      <TableCell>
                        {client.subscription_models
                          .map((model) => subscriptionModelName(model, i18n.resolvedLanguage))
                          .join(', ') || t('clinic.organisation.noSubscription')}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Paper>
          ))}
      </Section>
    </>
  );
}
