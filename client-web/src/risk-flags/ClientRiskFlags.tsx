import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AcknowledgementText } from '@sinnro/care-ui';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLoad } from '../learning/use-load';
import { dateTime } from '../specialists/format';
import { useRiskFlagDates, useRiskFlagTexts } from './risk-flag-texts';
import { fetchClientRiskFlags, riskFlagPath } from './risk-flags-api';

/** The client's risk flags on their page, open ones first, each linking to its screen. */
export function ClientRiskFlags({ clientId }: { clientId: number }) {
  const { t, i18n } = useTranslation();
  const { state } = useLoad(() => fetchClientRiskFlags(clientId), [clientId]);
  const texts = useRiskFlagTexts();
  const dates = useRiskFlagDates();
  return (
    <Paper component="section" aria-labelledby="client-risk-flags" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="client-risk-flags" variant="h5" component="h2" gutterBottom>
        {t('riskFlags.client.title')}
      </Typography>
      {state.status === 'loading' && <Typography>{t('common.loading')}</Typography>}
      {state.status === 'failed' && (
        <Alert severity="error">{state.message ?? t('riskFlags.client.fetchFailed')}</Alert>
      )}
      {state.status === 'ready' && state.data.length === 0 && (
        <Typography color="text.secondary">{t('riskFlags.client.empty')}</Typography>
      )}
      {state.status === 'ready' && state.data.length > 0 && (
        <List sx={{ p: 0 }}>
          {state.data.map((flag) => (
            <ListItem key={flag.id} divider data-testid="client-risk-flag" sx={{ px: 0 }}>
              <Stack spacing={0.5}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  {flag.acknowledged === null && (
                    <Chip color="error" size="small" label={t('riskFlags.client.open')} />
                  )}
                  <Link component={RouterLink} to={riskFlagPath(flag.id)}>
                    {t('riskFlags.client.link', {
                      test: flag.test_name,
                      item: flag.item_number ?? '–',
                      value: flag.answer_value ?? '–',
                    })}
                  </Link>
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {dateTime(flag.created_at, i18n.resolvedLanguage)}
                  {flag.acknowledged && (
                    <>
                      {' · '}
                      <AcknowledgementText
                        acknowledged={flag.acknowledged}
                        texts={texts}
                        dates={dates}
                      />
                    </>
                  )}
                </Typography>
              </Stack>
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
