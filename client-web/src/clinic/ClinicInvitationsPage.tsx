import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '../session/session-context';
import { ClinicInvitations } from './ClinicInvitations';
import { clinicOf } from './clinic-logic';

/**
 * /clinic-therapist/invitations, the clinic therapist's company-user-invitations screen: invite a
 * client to the clinic and the clinic's invitations they may read, in every state.
 */
export function ClinicInvitationsPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const clinic = useMemo(() => clinicOf(user), [user]);
  return (
    <Stack spacing={4}>
      <Stack spacing={1}>
        <Typography variant="h4" component="h1">
          {t('clinic.invitations.pageTitle')}
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
        <ClinicInvitations clinic={clinic.uuid} roles={['client']} pendingOnly={false} />
      )}
    </Stack>
  );
}
