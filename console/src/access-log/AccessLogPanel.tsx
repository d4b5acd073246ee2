import { type ApiSchemas, formatDateTime } from '@sinnro/web-session';
import {
  Alert,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { Link, Loading, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { apiCall, failureText } from '../users/console-api';

type AccessLogPage = ApiSchemas['AccessLogPage'];

/** The entry's thing in words, linked to where it is shown. */
function What({ entry }: { entry: AccessLogPage['data'][number] }) {
  const text = entry.what.text;
  if (!entry.link) return <>{text}</>;
  return <Link to={entry.link}>{text}</Link>;
}

const PER_PAGE = 25;

function dateTime(value: string, locale: string): string {
  return formatDateTime(value, locale);
}

/**
 * Who read or changed the record's user's data, newest first (GET /api/v1/users/{uuid}/access-log;
 * admins only). During an impersonation the actor is the admin, "acting as" whom they were.
 */
export const AccessLogPanel = () => {
  const record = useRecordContext<{ uuid: string }>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [page, setPage] = useState(0);
  const [state, setState] = useState<
    | { status: 'loading' }
    | { status: 'failed'; message: string }
    | { status: 'ready'; log: AccessLogPage }
  >({ status: 'loading' });
  const uuid = record?.uuid;

  useEffect(() => {
    if (uuid === undefined) return;
    let active = true;
    const query = new URLSearchParams({ page: String(page + 1), per_page: String(PER_PAGE) });
    apiCall<AccessLogPage>(`/api/v1/users/${uuid}/access-log?${query.toString()}`).then(
      (log) => active && setState({ status: 'ready', log }),
      (error: unknown) =>
        active &&
        setState({ status: 'failed', message: failureText(error, 'app.users.errors.network') }),
    );
    return () => {
      active = false;
    };
  }, [uuid, page]);

  if (state.status === 'loading') return <Loading />;
  if (state.status === 'failed') {
    return <Alert severity="error">{translate(state.message, { _: state.message })}</Alert>;
  }
  const { log } = state;
  // The server names each person; an account that is gone is shown by its uuid.
  const who = (uuid: string | null, name: string | null) => name ?? uuid ?? '–';
  if (log.total === 0) {
    return <Typography color="text.secondary">{translate('app.access_log.empty')}</Typography>;
  }
  return (
    <TableContainer>
      <Table size="small" aria-label={translate('app.access_log.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.access_log.occurred_at')}</TableCell>
            <TableCell>{translate('app.access_log.action')}</TableCell>
            <TableCell>{translate('app.access_log.resource')}</TableCell>
            <TableCell>{translate('app.access_log.actor')}</TableCell>
            <TableCell>{translate('app.access_log.acting_as')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {log.data.map((entry, index) => (
            <TableRow key={`${entry.occurred_at}-${index}`}>
              <TableCell>{dateTime(entry.occurred_at, locale)}</TableCell>
              <TableCell>
                {translate(`app.access_log.actions.${entry.action}`, { _: entry.action })}
              </TableCell>
              <TableCell>
                <What entry={entry} />
              </TableCell>
              <TableCell>{who(entry.actor_uuid, entry.actor_name)}</TableCell>
              <TableCell>{who(entry.acting_as_uuid, entry.acting_as_name)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        count={log.total}
        page={page}
        rowsPerPage={PER_PAGE}
        rowsPerPageOptions={[PER_PAGE]}
        onPageChange={(_event, next) => setPage(next)}
        labelDisplayedRows={({ from, to, count }) =>
          translate('ra.navigation.page_range_info', {
            offsetBegin: from,
            offsetEnd: to,
            total: count,
          })
        }
      />
    </TableContainer>
  );
};
