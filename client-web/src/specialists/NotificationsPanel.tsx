import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ErrorToast } from '../layout/ErrorToast';
import { failureMessage, useLoad } from '../learning/use-load';
import { useSignedInUser } from '../session/session-context';
import { clientModulePath } from '../client-module/client-module-paths';
import { clientPagePath } from './client-paths';
import { dateTime } from './format';
import { acknowledgeNotification, fetchNotifications } from './specialists-api';
import { riskFlagPath } from '../risk-flags/risk-flags-api';

/**
 * The specialist's notifications: open risk flags first and marked high priority, then the rest
 * by time; each open one can be acknowledged (recorded and audited by the server).
 */
export function NotificationsPanel({ onChange }: { onChange?: () => void }) {
  const { t, i18n } = useTranslation();
  const user = useSignedInUser();
  const { state, reload } = useLoad(fetchNotifications, []);
  const [busy, setBusy] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const acknowledge = async (id: number) => {
    setBusy(id);
    try {
      await acknowledgeNotification(id);
      reload();
      onChange?.();
    } catch (error) {
      setFailure(failureMessage(error) ?? t('errors.network'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Paper component="section" aria-labelledby="notifications-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="notifications-heading" variant="h5" component="h2" gutterBottom>
        {t('specialists.notifications.title')}
      </Typography>
      {state.status === 'loading' && <Typography>{t('common.loading')}</Typography>}
      {state.status === 'failed' && (
        <Alert severity="error">
          {state.message ?? t('specialists.notifications.fetchFailed')}
        </Alert>
      )}
      {state.status === 'ready' && state.data.length === 0 && (
        <Typography color="text.secondary">{t('specialists.notifications.empty')}</Typography>
      )}
      {state.status === 'ready' && state.data.length > 0 && (
        <List aria-label={t('specialists.notifications.title')} sx={{ p: 0 }}>
          {state.data.map((notification) => {
            const risk = notification.kind === 'risk_flag';
            const open = notification.acknowledged_at === null;
            const name = `${notification.client.first_name} ${notification.client.last_name}`;
            return (
              <ListItem
                key={notification.id}
                data-testid="specialist-notification"
                divider
                sx={{
                  alignItems: 'flex-start',
                  flexWrap: 'wrap',
                  gap: 1,
                  borderLeft: 4,
                  borderLeftColor: risk && open ? 'error.main' : 'transparent',
                  opacity: open ? 1 : 0.75,
                }}
              >
                <Stack spacing={0.5} sx={{ flexGrow: 1, minWidth: 200 }}>
                  <Stack
                    direction="row"
                    spacing={1}
                    sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                  >
                    {risk && open && (
                      <Chip
                        color="error"
                        size="small"
                        icon={<WarningAmberIcon />}
                        label={t('specialists.notifications.highPriority')}
                      />
                    )}
                    <Typography sx={{ fontWeight: risk ? 700 : 400 }}>
                      {t(
                        risk
                          ? 'specialists.notifications.riskFlag'
                          : 'specialists.notifications.approvalNeeded',
                        { name },
                      )}
                    </Typography>
                  </Stack>
                  <Typography variant="body2" color="text.secondary">
                    {dateTime(notification.created_at, i18n.resolvedLanguage)}
                    {!open && ` · ${t('specialists.notifications.acknowledged')}`}
                  </Typography>
                  {notification.kind === 'approval_needed' &&
                    notification.payload.module_instance_id !== undefined && (
                      <Link
                        component={RouterLink}
                        to={clientModulePath(
                          'module',
                          notification.payload.module_instance_id,
                          notification.payload.page_id,
                        )}
                        sx={{ fontWeight: open ? 700 : 400 }}
                      >
                        {t('clientModule.openWaitingFor', { name })}
                      </Link>
                    )}
                  <Link
                    component={RouterLink}
                    to={clientPagePath(user.role, notification.client.id)}
                  >
                    {t('specialists.notifications.openClient', { name })}
                  </Link>
                </Stack>
                {/* A risk flag is acknowledged on its screen, saying what was done. */}
                {risk && (
                  <Button
                    component={RouterLink}
                    to={riskFlagPath(notification.id)}
                    variant={open ? 'contained' : 'outlined'}
                    color="error"
                    aria-label={t('riskFlags.notification.openFor', { name })}
                  >
                    {t('riskFlags.notification.open')}
                  </Button>
                )}
                {open && !risk && (
                  <Button
                    variant={risk ? 'contained' : 'outlined'}
                    color={risk ? 'error' : 'primary'}
                    disabled={busy === notification.id}
                    onClick={() => void acknowledge(notification.id)}
                    aria-label={t('specialists.notifications.acknowledgeFor', { name })}
                  >
                    {t('specialists.notifications.acknowledge')}
                  </Button>
                )}
              </ListItem>
            );
          })}
        </List>
      )}
      <ErrorToast message={failure} onClose={() => setFailure(null)} />
    </Paper>
  );
}
