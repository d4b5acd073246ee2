import { Alert, Link, Paper, Stack, Typography } from '@mui/material';
import {
  CandidateFilters,
  CandidateTable,
  type PassiveFilter,
  useDebounced,
} from '@sinnro/care-ui';
import { useEffect, useState } from 'react';
import {
  Link as RaLink,
  Loading,
  Title,
  useLocaleState,
  useNotify,
  useTranslate,
} from 'react-admin';
import { failureText } from '../users/console-api';
import { CandidateBadges } from './CandidateBadges';
import {
  type CandidateList,
  clientReportPath,
  fetchCandidates,
  setPassive,
  shortDate,
} from './hc-api';

/**
 * /clients (the health coach's home) and /hc/clients: the clients with their status badges and
 * the fewer-than-3-days flag (POST /api/get-my-candidates; the hc sees every client), with search
 * and the passive filter and toggle. A name opens /hc/client-report/{id}.
 */
export const ClientsPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [search, setSearch] = useState('');
  const [passive, setPassiveFilter] = useState<PassiveFilter>('all');
  const [reloads, setReloads] = useState(0);
  const query = useDebounced(search, 300);
  const [state, setState] = useState<
    | { status: 'loading' }
    | { status: 'failed'; message: string }
    | { status: 'ready'; list: CandidateList }
  >({ status: 'loading' });

  useEffect(() => {
    let active = true;
    fetchCandidates({ search: query, passive }).then(
      (list) => active && setState({ status: 'ready', list }),
      (error: unknown) =>
        active &&
        setState({ status: 'failed', message: failureText(error, 'app.users.errors.network') }),
    );
    return () => {
      active = false;
    };
  }, [query, passive, reloads]);

  const togglePassive = async (id: number, value: boolean) => {
    try {
      await setPassive(id, value);
      setReloads((count) => count + 1);
    } catch (error) {
      notify(failureText(error, 'app.users.errors.network'), { type: 'error' });
    }
  };

  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={translate('app.hc_clients.title')} />
      <Typography variant="h4" component="h1">
        {translate('app.hc_clients.title')}
      </Typography>
      <Paper component="section" aria-labelledby="clients-heading" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <Typography id="clients-heading" variant="h5" component="h2">
            {translate('app.hc_clients.clients')}
          </Typography>
          <CandidateFilters
            search={search}
            onSearchChange={setSearch}
            passive={passive}
            onPassiveChange={setPassiveFilter}
            texts={{
              search: translate('app.hc_clients.search'),
              filter: translate('app.hc_clients.filter'),
              filters: {
                all: translate('app.hc_clients.filters.all'),
                active: translate('app.hc_clients.filters.active'),
                passive: translate('app.hc_clients.filters.passive'),
              },
            }}
          />
          {state.status === 'loading' && <Loading />}
          {state.status === 'failed' && (
            <Alert severity="error">{translate(state.message, { _: state.message })}</Alert>
          )}
          {state.status === 'ready' && state.list.data.length === 0 && (
            <Typography color="text.secondary">{translate('app.hc_clients.empty')}</Typography>
          )}
          {state.status === 'ready' && state.list.data.length > 0 && (
            <CandidateTable
              candidates={state.list.data}
              labelledBy="clients-heading"
              link={(candidate) => (
                <Link component={RaLink} to={clientReportPath(candidate.id)}>
                  {candidate.name}
                </Link>
              )}
              badges={(candidate) => <CandidateBadges candidate={candidate} />}
              onPassiveChange={(id, value) => void togglePassive(id, value)}
              texts={{
                name: translate('app.hc_clients.name'),
                status: translate('app.hc_clients.status'),
                subscription: translate('app.hc_clients.subscription'),
                passive: translate('app.hc_clients.passive'),
                noSubscription: translate('app.hc_clients.no_subscription'),
                endDate: (date) => translate('app.hc_clients.end_date', { date }),
                passiveFor: (name) => translate('app.hc_clients.passive_for', { name }),
              }}
              formatDate={(value) => shortDate(value, locale)}
              language={locale}
            />
          )}
        </Stack>
      </Paper>
    </Stack>
  );
};
