import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
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
import { fetchCandidates, type PassiveFilter, setPassive } from './specialists-api';

/** /clients: the clients list for the therapists and the clinic admin; hc keeps the placeholder. */
export function ClientsHomePage() {
  const user = useSignedInUser();
  return CLIENT_LIST_ROLES.includes(user.role) ? <ClientsPage /> : <RoleHomePage />;
}

/** Waits a moment after typing before searching. */
function useDebounced(value: string, ms: number): string {
  const [current, setCurrent] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setCurrent(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return current;
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
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label={t('specialists.list.search')}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              sx={{ flexGrow: 1 }}
            />
            <TextField
              select
              label={t('specialists.list.filter')}
              value={passive}
              onChange={(event) => setPassiveFilter(event.target.value as PassiveFilter)}
              sx={{ minWidth: 180 }}
            >
              <MenuItem value="all">{t('specialists.list.filterAll')}</MenuItem>
              <MenuItem value="active">{t('specialists.list.filterActive')}</MenuItem>
              <MenuItem value="passive">{t('specialists.list.filterPassive')}</MenuItem>
            </TextField>
          </Stack>
          {state.status === 'loading' && <Typography>{t('common.loading')}</Typography>}
          {state.status === 'failed' && (
            <Alert severity="error">{state.message ?? t('specialists.list.fetchFailed')}</Alert>
          )}
          {state.status === 'ready' && state.data.data.length === 0 && (
            <Typography color="text.secondary">{t('specialists.list.empty')}</Typography>
          )}
          {state.status === 'ready' && state.data.data.length > 0 && (
            <TableContainer sx={{ overflowX: 'auto' }}>
              <Table aria-labelledby="clients-heading">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('specialists.list.name')}</TableCell>
                    <TableCell>{t('specialists.list.status')}</TableCell>
                    <TableCell>{t('specialists.list.subscription')}</TableCell>
                    <TableCell>{t('specialists.list.passive')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {state.data.data.map((candidate) => (
                    <TableRow key={candidate.id} data-testid="client-row">
                      <TableCell>
                        <Link component={RouterLink} to={clientPagePath(user.role, candidate.id)}>
                          {candidate.name}
                        </Link>
                        <Typography variant="body2" color="text.secondary">
                          {candidate.email}
                        </Typography>
                      </TableCell>
                      <TableCell>
                        <CandidateBadges candidate={candidate} />
                      </TableCell>
                      <TableCell>
                        <Typography variant="body2">
                          {candidate.subscription_models.join(', ') ||
                            t('specialists.list.noSubscription')}
                        </Typography>
                        {candidate.end_date && (
                          <Typography variant="body2" color="text.secondary">
                            {t('specialists.list.endDate', {
                              date: shortDate(candidate.end_date, i18n.resolvedLanguage),
                            })}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell>
                        <Switch
                          checked={candidate.passive}
                          onChange={(event) =>
                            void togglePassive(candidate.id, event.target.checked)
                          }
                          slotProps={{
                            input: {
                              'aria-label': t('specialists.list.passiveFor', {
                                name: candidate.name,
                              }),
                            },
                          }}
                        />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </Stack>
      </Paper>
      <ErrorToast message={failure} onClose={() => setFailure(null)} />
    </Stack>
  );
}
