import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-error';
import { type PersonFieldName, PersonFields } from '../services/invitation-parts';
import { type Invitation } from '../services/services-api';
import { fieldErrors } from '../services/services-logic';
import { updateInvitation } from './clinic-api';

/** Dialogs are 500 px wide (client/specialist specification, section 9). */
const DIALOG_WIDTH = 500;

const CORRECTABLE: readonly PersonFieldName[] = ['first_name', 'last_name', 'email', 'phone'];

/** Corrects a pending invitation's name, e-mail or phone; the server mails a fresh link. */
export function CorrectInvitationDialog({
  invitation,
  onClose,
  onSaved,
}: {
  invitation: Invitation;
  onClose: () => void;
  onSaved: (invitation: Invitation) => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState({
    first_name: invitation.first_name,
    last_name: invitation.last_name,
    email: invitation.email,
    phone: invitation.phone ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setErrors({});
    setFailure(null);
    try {
      onSaved(
        await updateInvitation(invitation.uuid, {
          first_name: values.first_name.trim(),
          last_name: values.last_name.trim(),
          email: values.email.trim(),
          phone: values.phone.trim(),
        }),
      );
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.errors).length > 0) {
        setErrors(fieldErrors(error.errors));
      } else {
        setFailure(error instanceof ApiError ? error.message : t('errors.network'));
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="clinic-correct-title"
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <form noValidate onSubmit={(event) => void save(event)}>
        <DialogTitle id="clinic-correct-title">{t('clinic.pending.correctTitle')}</DialogTitle>
        <DialogContent sx={{ pt: 1 }}>
          <PersonFields
            values={values}
            errors={errors}
            only={CORRECTABLE}
            onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))}
          />
          {failure && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('clinic.pending.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {t('clinic.pending.saveAndResend')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
