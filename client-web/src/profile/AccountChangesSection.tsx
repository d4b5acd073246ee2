import { formatDateTime } from '@sinnro/web-session';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-error';
import {
  type AccountChange,
  type AccountChanges,
  fetchAccountChanges,
  requestEmailChange,
} from '../api/email-change-api';
import { ErrorToast, SuccessToast } from '../layout/ErrorToast';

const KIND_KEYS = {
  'email-change-requested': 'emailChangeRequested',
  'email-changed': 'emailChanged',
  'email-corrected': 'emailCorrected',
  'phone-changed': 'phoneChanged',
  'national-id-changed': 'nationalIdChanged',
} as const satisfies Record<AccountChange['change'], string>;

/** A rough check before asking the API (which checks properly). */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function dateTime(value: string, language: string | undefined): string {
  return formatDateTime(value, language);
}

/**
 * On the profile: changing the own e-mail (a link goes to the new address; the account keeps the
 * current one until it is opened) and the latest changes of the e-mail, phone and personal
 * number, with who made them, so that a change by someone else is seen.
 */
export function AccountChangesSection() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const [changes, setChanges] = useState<AccountChanges | null | 'failed'>(null);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const load = useCallback(() => {
    fetchAccountChanges().then(setChanges, () => setChanges('failed'));
  }, []);
  useEffect(load, [load]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const wanted = email.trim();
    if (!EMAIL_SHAPE.test(wanted)) {
      setEmailError(t('profile.emailChange.invalid'));
      return;
    }
    setEmailError(null);
    setSending(true);
    try {
      const { message } = await requestEmailChange(wanted);
      setSent(message);
      setEmail('');
      load();
    } catch (error) {
      if (error instanceof ApiError) {
        const fieldText = [error.errors.email ?? []].flat().join(' ');
        if (fieldText !== '') setEmailError(fieldText);
        else setFailure(error.userMessages.join(' '));
      } else {
        setFailure(t('errors.network'));
      }
    } finally {
      setSending(false);
    }
  };

  const byWhom = (change: AccountChange) => {
    if (change.by_owner) return t('profile.changes.byYou');
    return change.changed_by_name === null
      ? t('profile.changes.byStaff')
      : t('profile.changes.byName', { name: change.changed_by_name });
  };

  const loaded = changes !== null && changes !== 'failed' ? changes : null;

  return (
    <>
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack component="form" spacing={2} noValidate onSubmit={(event) => void submit(event)}>
          <Typography variant="h6" component="h2">
            {t('profile.emailChange.title')}
          </Typography>
          <Typography color="text.secondary">{t('profile.emailChange.intro')}</Typography>
          {loaded?.pending_email && loaded.pending_expires_at && (
            <Alert severity="info">
              {t('profile.emailChange.pending', {
                email: loaded.pending_email,
                until: dateTime(loaded.pending_expires_at, language),
              })}
            </Alert>
          )}
          <TextField
            label={t('profile.emailChange.newEmail')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={emailError !== null}
            helperText={emailError ?? undefined}
            fullWidth
          />
          <Button type="submit" variant="outlined" disabled={sending}>
            {t('profile.emailChange.request')}
          </Button>
        </Stack>
      </Paper>
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2">
          {t('profile.changes.title')}
        </Typography>
        <Typography color="text.secondary">{t('profile.changes.intro')}</Typography>
        {changes === 'failed' && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {t('profile.changes.unavailable')}
          </Alert>
        )}
        {loaded?.changes.length === 0 && (
          <Typography sx={{ mt: 2 }}>{t('profile.changes.empty')}</Typography>
        )}
        {loaded && loaded.changes.length > 0 && (
          <List aria-label={t('profile.changes.title')}>
            {loaded.changes.map((change, index) => (
              <ListItem key={`${change.occurred_at}-${index}`} divider disableGutters>
                <ListItemText
                  primary={t(`profile.changes.kinds.${KIND_KEYS[change.change]}`)}
                  secondary={`${dateTime(change.occurred_at, language)}, ${byWhom(change)}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
      <SuccessToast message={sent} onClose={() => setSent(null)} />
      <ErrorToast message={failure} onClose={() => setFailure(null)} />
    </>
  );
}
