import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Loading, LoadFailed } from '../learning/LoadFailed';
import { useLoad } from '../learning/use-load';
import { Section } from '../services/invitation-parts';
import { fetchCompanyUsers } from '../services/services-api';
import { useSignedInUser } from '../session/session-context';
import { ClinicInvitations } from './ClinicInvitations';
import { ClinicMembers } from './ClinicMembers';
import { CLINIC_PATHS, clinicOf } from './clinic-logic';

/**
 * /services, the clinic admin's home: invite clients and clinicians to the clinic, the pending
 * invitations (resend, correct) and the clinic's members with their roles.
 */
export function ClinicServicesPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const clinic = useMemo(() => clinicOf(user), [user]);

  return (
    <Stack spacing={4}>
      <Stack spacing={1}>
        <Typography variant="h4" component="h1">
          {t('clinic.services.title')}
        </Typography>
        <Typography color="text.secondary">{t('clinic.services.intro')}</Typography>
      </Stack>
      {clinic === null ? (
        <Alert severity="info">{t('clinic.noClinic')}</Alert>
      ) : (
        <ClinicServices clinic={clinic} />
      )}
    </Stack>
  );
}

function ClinicServices({ clinic }: { clinic: { uuid: string; name: string } }) {
  const { t } = useTranslation();
  const members = useLoad(() => fetchCompanyUsers(clinic.uuid), [clinic.uuid]);
  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography variant="h6" component="p">
          {clinic.name}
        </Typography>
        <Button component={RouterLink} to={CLINIC_PATHS.organisation} variant="outlined">
          {t('clinic.organisation.link')}
        </Button>
      </Stack>
      <ClinicInvitations clinic={clinic.uuid} roles={['clinic-therapist', 'client']} pendingOnly />
      <Section id="clinic-members" title={t('clinic.members.title')}>
        {members.state.status === 'loading' && <Loading />}
        {members.state.status === 'failed' && (
          <LoadFailed message={members.state.message} onRetry={members.reload} />
        )}
        {members.state.status === 'ready' && (
          <ClinicMembers
            members={members.state.data.data}
            total={members.state.data.total}
            labelledBy="clinic-members"
          />
        )}
      </Section>
    </>
  );
}
