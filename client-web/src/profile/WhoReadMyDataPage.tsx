import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatDateTime } from '@sinnro/web-session';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSignedInUser } from '../session/session-context';
import {
  ACCESS_LOG_PAGE_SIZE,
  fetchOwnAccessLog,
  type OwnAccessLogEntry,
  type OwnAccessLogPage,
} from './access-log-api';

/** From this width the log is a table; below it, one card per entry (no sideways scrolling). */
const TABLE_MIN_WIDTH_PX = 600;

function Who({ entry }: { entry: OwnAccessLogEntry }) {
  return (
    <>
      <Typography component="span" sx={{ fontWeight: 600 }}>
        {entry.who}
      </Typography>
      {entry.role !== null && (
        <Typography component="span" color="text.secondary">
          {` · ${entry.role}`}
        </Typography>
      )}
    </>
  );
}

/**
 * "Who has read my data" (PDL 8:5): everyone who read or changed the person's data, newest first,
 * with when, what and under which care relation. Administrators are not named; an administrator
 * who showed the account as the person is marked so. A table on wide screens, cards on a phone.
 */
export function WhoReadMyDataPage() {
  const { t, i18n } = useTranslation();
  const user = useSignedInUser();
  const wide = useMediaQuery(`(min-width:${TABLE_MIN_WIDTH_PX}px)`, { noSsr: true });
  const [page, setPage] = useState(1);
  const [log, setLog] = useState<OwnAccessLogPage | null | 'failed'>(null);

  useEffect(() => {
    let current = true;
    setLog(null);
    fetchOwnAccessLog(user.uuid, page).then(
      (answer) => {
        if (current) setLog(answer);
      },
      () => {
        if (current) setLog('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [user.uuid, page, i18n.resolvedLanguage]);

  const when = (entry: OwnAccessLogEntry) =>
    formatDateTime(entry.occurred_at, i18n.resolvedLanguage);
  const action = (entry: OwnAccessLogEntry) => t(`whoReadMyData.actions.${entry.action}`);
  const pages =
    log !== null && log !== 'failed' ? Math.max(1, Math.ceil(log.total / ACCESS_LOG_PAGE_SIZE)) : 1;

  let body;
  if (log === null) {
    body = (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
        <CircularProgress aria-label={t('whoReadMyData.loading')} />
      </Box>
    );
  } else if (log === 'failed') {
    body = <Alert severity="error">{t('whoReadMyData.failed')}</Alert>;
  } else if (log.data.length === 0) {
    body = (
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography>{t('whoReadMyData.empty')}</Typography>
      </Paper>
    );
  } else if (wide) {
    body = (
      <Paper sx={{ overflowX: 'auto' }}>
        <Table aria-label={t('whoReadMyData.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('whoReadMyData.columns.when')}</TableCell>
              <TableCell>{t('whoReadMyData.columns.who')}</TableCell>
              <TableCell>{t('whoReadMyData.columns.what')}</TableCell>
              <TableCell>{t('whoReadMyData.columns.relation')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {log.data.map((entry, index) => (
              <TableRow key={`${entry.occurred_at}-${index}`}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(entry)}</TableCell>
                <TableCell>
                  <Who entry={entry} />
                </TableCell>
                <TableCell>
                  {entry.what.text}
                  <Typography variant="body2" color="text.secondary">
                    {action(entry)}
                  </Typography>
                </TableCell>
                <TableCell>
                  {entry.impersonation ? (
                    <Chip size="small" variant="outlined" label={entry.relation_text} />
                  ) : (
                    entry.relation_text
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
    );
  } else {
    body = (
      <List aria-label={t('whoReadMyData.title')} disablePadding>
        {log.data.map((entry, index) => (
          <ListItem key={`${entry.occurred_at}-${index}`} disableGutters sx={{ display: 'block' }}>
            <Paper sx={{ p: 2 }}>
              <Typography variant="body2" color="text.secondary">
                {when(entry)}
              </Typography>
              <Box sx={{ overflowWrap: 'anywhere' }}>
                <Who entry={entry} />
              </Box>
              <Typography sx={{ overflowWrap: 'anywhere' }}>
                {`${entry.what.text} (${action(entry)})`}
              </Typography>
              <Typography
                variant="body2"
                color={entry.impersonation ? 'text.primary' : 'text.secondary'}
                sx={{ fontWeight: entry.impersonation ? 600 : undefined }}
              >
                {`${t('whoReadMyData.columns.relation')}: ${entry.relation_text}`}
              </Typography>
            </Paper>
          </ListItem>
        ))}
      </List>
    );
  }

  return (
    <Stack spacing={2}>
      <Link component={RouterLink} to="/client/profile" sx={{ alignSelf: 'flex-start' }}>
        {t('whoReadMyData.back')}
      </Link>
      <Typography variant="h4" component="h1">
        {t('whoReadMyData.title')}
      </Typography>
      <Typography color="text.secondary">{t('whoReadMyData.intro')}</Typography>
      {body}
      {pages > 1 && (
        <Pagination
          count={pages}
          page={page}
          onChange={(_, next) => setPage(next)}
          getItemAriaLabel={(type, item) =>
            type === 'page'
              ? t('whoReadMyData.pageLabel', { page: item })
              : t(`whoReadMyData.${type === 'next' ? 'nextPage' : 'previousPage'}`)
          }
          sx={{ alignSelf: 'center' }}
        />
      )}
    </Stack>
  );
}
