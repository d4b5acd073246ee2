import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  CandidateFilters,
  CandidateTable,
  type PassiveFilter,
  useDebounced,
} from '@sinnro/care-ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { RoleHomePage } from '../home/RoleHomePage';
import { ErrorToast } from '../layout/ErrorToast';
import { failureMessage, useLoad } from '../learning/use-load';
import { useSignedInUser } from '../session/session-context';
import { CandidateBadges } from './CandidateBadges';
import { CLIENT_LIST_ROLES, clientPagePath } from './client-paths';
import { shortDate } from './format';
import { NotificationsPanel } from './NotificationsPanel';
import { useSpecialistBadges } from './specialist-badges';
import { fetchCandidates, setPassive } from './specialists-api';

/** /clients: the clients list for the therapists and the clinic admin; hc keeps the placeholder. */
export function ClientsHomePage() {
  const user = useSignedInUser();
  return CLIENT_LIST_ROLES.includes(user.role) ? <ClientsPage /> : <RoleHomePage />;
}

/**
 * The caller's clients with their status badges and the fewer-than-3-days flag, search and the
 * passive filter and toggle; the notifications above them.
 */
export function ClientsPage() {
  const { t, i18n } = useTranslation();
  const user = useSignedInUser();
  const badges = useSpecialistBadges();
  const [search, setSearch] = useState('');
  const [passive, setPassiveFilter] = useState<PassiveFilter>('all');
  const query = useDebounced(search, 300);
  const { state, reload } = useLoad(
    () => fetchCandidates({ search: query, passive }),
    [query, passive],
  );
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (state.status === 'ready') badges.setClientUpdates(state.data.badge_total);
  }, [state, badges]);

  const togglePassive = async (id: number, value: boolean) => {
    try {
      await setPassive(id, value);
      reload();
    } catch (error) {
      setFailure(failureMessage(error) ?? t('errors.network'));
    }
  };

  const changed = () => {
    reload();
    badges.refresh();
  };

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('specialists.list.title')}
      </Typography>
      <NotificationsPanel onChange={changed} />
      <Paper component="section" aria-labelledby="clients-heading" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <Typography id="clients-heading" variant="h5" component="h2">
            {t('specialists.list.clients')}
          </Typography>
          <CandidateFilters
            search={search}
            onSearchChange={setSearch}
            passive={passive}
            onPassiveChange={setPassiveFilter}
            texts={{
              search: t('specialists.list.search'),
              filter: t('specialists.list.filter'),
              filters: {
                all: t('specialists.list.filterAll'),
                active: t('specialists.list.filterActive'),
                passive: t('specialists.list.filterPassive'),
              },
            }}
          />
          {state.status === 'loading' && <Typography>{t('common.loading')}</Typography>}
          {state.status === 'failed' && (
            <Alert severity="error">{state.message ?? t('specialists.list.fetchFailed')}</Alert>
          )}
          {state.status === 'ready' && state.data.data.length === 0 && (
            <Typography color="text.secondary">{t('specialists.list.empty')}</Typography>
          )}
          {state.status === 'ready' && state.data.data.length > 0 && (
            <CandidateTable
              candidates={state.data.data}
              labelledBy="clients-heading"
              link={(candidate) => (
                <Link component={RouterLink} to={clientPagePath(user.role, candidate.id)}>
                  {candidate.name}
                </Link>
              )}
              badges={(candidate) => <CandidateBadges candidate={candidate} />}
              onPassiveChange={(id, value) => void togglePassive(id, value)}
              texts={{
                name: t('specialists.list.name'),
                status: t('specialists.list.status'),
                subscription: t('specialists.list.subscription'),
                passive: t('specialists.list.passive'),
                noSubscription: t('specialists.list.noSubscription'),
                endDate: (date) => t('specialists.list.endDate', { date }),
                passiveFor: (name) => t('specialists.list.passiveFor', { name }),
                invited: (date) =>
                  date === ''
                    ? t('specialists.list.invitedUndated')
                    : t('specialists.list.invited', { date }),
              }}
              formatDate={(value) => shortDate(value, i18n.resolvedLanguage)}
              language={i18n.resolvedLanguage ?? 'sv'}
            />
          )}
        </Stack>
      </Paper>
      <ErrorToast message={failure} onClose={() => setFailure(null)} />
    </Stack>
  );
}
