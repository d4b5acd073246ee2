import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-error';
import { ErrorToast, SuccessToast } from '../layout/ErrorToast';
import { Loading, LoadFailed } from '../learning/LoadFailed';
import { useLoad } from '../learning/use-load';
import { InvitationList, Section } from '../services/invitation-parts';
import { type CompanyProduct, type Invitation } from '../services/services-api';
import {
  fetchCareOptions,
  fetchClinicInvitations,
  fetchInvitableProducts,
  updateInvitation,
} from './clinic-api';
import { ClinicInvitationForm } from './ClinicInvitationForm';
import { type ClinicInviteeRole } from './clinic-logic';
import { CorrectInvitationDialog } from './CorrectInvitationDialog';

/**
 * The clinic's invitations: the form (clients, and clinicians for the clinic admin) and the list
 * (pending only, or every state), each open invitation with resend and correct.
 */
export function ClinicInvitations({
  clinic,
  roles,
  pendingOnly,
  onInvited,
}: {
  clinic: string;
  roles: readonly ClinicInviteeRole[];
  pendingOnly: boolean;
  onInvited?: () => void;
}) {
  const { t } = useTranslation();
  const products = useLoad(() => fetchInvitableProducts(clinic), [clinic]);
  const care = useLoad(() => fetchCareOptions(clinic), [clinic]);
  const invitations = useLoad(
    () => fetchClinicInvitations(clinic, pendingOnly ? 'pending' : undefined),
    [clinic, pendingOnly],
  );
  const [success, setSuccess] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [correcting, setCorrecting] = useState<Invitation | null>(null);

  const known: readonly CompanyProduct[] =
    products.state.status === 'ready' ? products.state.data : [];

  const resend = async (invitation: Invitation) => {
    try {
      await updateInvitation(invitation.uuid, {});
      setSuccess(t('clinic.pending.resent', { email: invitation.email }));
      invitations.reload();
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t('errors.network'));
    }
  };

  return (
    <>
      <Section
        id="clinic-invite"
        title={t(roles.length > 1 ? 'clinic.invite.title' : 'clinic.invite.clientTitle')}
      >
        <Typography color="text.secondary">{t('clinic.invite.intro')}</Typography>
        {products.state.status === 'loading' && <Loading />}
        {products.state.status === 'failed' && (
          <LoadFailed message={products.state.message} onRetry={products.reload} />
        )}
        {products.state.status === 'ready' && (
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <ClinicInvitationForm
              clinic={clinic}
              roles={roles}
              products={products.state.data}
              care={care.state.status === 'ready' ? care.state.data : null}
              onInvited={(invitation) => {
                setSuccess(t('services.invite.sent', { email: invitation.email }));
                invitations.reload();
                onInvited?.();
              }}
            />
          </Paper>
        )}
      </Section>
      <Section
        id="clinic-pending"
        title={t(pendingOnly ? 'services.pending.title' : 'clinic.invitations.title')}
      >
        {invitations.state.status === 'loading' && <Loading />}
        {invitations.state.status === 'failed' && (
          <LoadFailed message={invitations.state.message} onRetry={invitations.reload} />
        )}
        {invitations.state.status === 'ready' && (
          <InvitationList
            invitations={invitations.state.data.data}
            products={known}
            labelledBy="clinic-pending"
            empty={t(pendingOnly ? 'services.pending.empty' : 'clinic.invitations.empty')}
            details={(invitation) => (
              <Typography variant="body2" component="div">
                <Chip
                  size="small"
                  component="span"
                  label={t(
                    `clinic.roles.${invitation.role === 'clinic-therapist' ? 'clinic-therapist' : 'client'}`,
                  )}
                  sx={{ mr: 1 }}
                />
                {!pendingOnly && (
                  <Chip
                    size="small"
                    component="span"
                    variant="outlined"
                    color={invitation.status === 'accepted' ? 'success' : 'default'}
                    label={t(`clinic.status.${invitation.status}`)}
                  />
                )}
              </Typography>
            )}
            actions={(invitation) =>
              invitation.status === 'accepted' ? null : (
                <>
                  <Button
                    size="small"
                    variant="outlined"
                    onClick={() => void resend(invitation)}
                    aria-label={t('clinic.pending.resendTo', { email: invitation.email })}
                  >
                    {t('clinic.pending.resend')}
                  </Button>
                  <Button
                    size="small"
                    onClick={() => setCorrecting(invitation)}
                    aria-label={t('clinic.pending.correctFor', { email: invitation.email })}
                  >
                    {t('clinic.pending.correct')}
                  </Button>
                </>
              )
            }
          />
        )}
      </Section>
      {correcting && (
        <CorrectInvitationDialog
          invitation={correcting}
          onClose={() => setCorrecting(null)}
          onSaved={(saved) => {
            setCorrecting(null);
            setSuccess(t('clinic.pending.resent', { email: saved.email }));
            invitations.reload();
          }}
        />
      )}
      <SuccessToast message={success} onClose={() => setSuccess(null)} />
      <ErrorToast message={failure} onClose={() => setFailure(null)} />
    </>
  );
}
