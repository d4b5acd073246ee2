import DownloadIcon from '@mui/icons-material/GetApp';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import {
  Button,
  Link,
  Loading,
  TopToolbar,
  downloadCSV,
  useGetOne,
  useLocaleState,
  useNotify,
  useParams,
  useTranslate,
} from 'react-admin';
import { useCanResource } from '../company-access';
import { companyPath } from '../company-paths';
import { CompanyWorkspace } from '../CompanyWorkspace';
import { type UnitRecord } from '../units/unit-record';
import { fetchAllCompanyUsers, useCompanyUsers, usersCsv } from '../company-users-api';

const COLUMNS = [
  'first_name',
  'last_name',
  'email',
  'role',
  'company_role',
  'units',
  'services',
  'credits',
] as const;

/**
 * /companies/users/{company_uuid}/{unit_uuid?} and /companies/units/users/…: the members of the
 * company (or of a unit and the units below it) with their role, units, services and credits.
 */
export const CompanyUsers = () => {
  const { company_uuid: companyUuid = '', unit_uuid: unitUuid } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);
  const { users, total, isPending, error } = useCompanyUsers(
    companyUuid,
    unitUuid,
    page + 1,
    perPage,
  );
  const canInvite = useCanResource('invitations', 'create');
  const { data: unit } = useGetOne<UnitRecord>(
    'company-units',
    { id: unitUuid ?? '' },
    { enabled: unitUuid !== undefined },
  );
  const field = (name: string) => translate(`resources.company-users.fields.${name}`);

  const exportAll = async () => {
    try {
      const all = await fetchAllCompanyUsers(locale, companyUuid, unitUuid);
      downloadCSV(
        usersCsv(
          all,
          COLUMNS.map((column) => field(column)),
        ),
        'company-users',
      );
    } catch (failure) {
      notify(failure instanceof Error ? failure.message : 'ra.notification.http_error', {
        type: 'error',
      });
    }
  };

  return (
    <CompanyWorkspace
      companyUuid={companyUuid}
      tab="users"
      title={
        unit === undefined
          ? translate('app.companies.users.title')
          : translate('app.companies.users.title_unit', { name: unit.name })
      }
    >
      <TopToolbar>
        {canInvite && (
          <Button
            component={Link}
            to={companyPath(unitUuid === undefined ? 'invite' : 'unitInvite', {
              company_uuid: companyUuid,
              unit_uuid: unitUuid,
            })}
            label="app.companies.invitations.invite"
          >
            <PersonAddIcon />
          </Button>
        )}
        <Button label="ra.action.export" onClick={() => void exportAll()} disabled={total === 0}>
          <DownloadIcon />
        </Button>
      </TopToolbar>
      {error !== null && <Alert severity="error">{translate(error, { _: error })}</Alert>}
      {isPending ? (
        <Loading />
      ) : (
        <>
          <TableContainer>
            <Table size="small" aria-label={translate('app.companies.users.title')}>
              <TableHead>
                <TableRow>
                  {COLUMNS.map((column) => (
                    <TableCell key={column}>{field(column)}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {users.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={COLUMNS.length}>
                      {translate('app.companies.users.empty')}
                    </TableCell>
                  </TableRow>
                )}
                {users.map((user) => (
                  <TableRow key={user.uuid} hover>
                    <TableCell>{user.first_name}</TableCell>
                    <TableCell>{user.last_name}</TableCell>
                    <TableCell>{user.email}</TableCell>
                    <TableCell>{translate(`app.roles.${user.role}`, { _: user.role })}</TableCell>
                    <TableCell>
                      {translate(`app.companies.company_roles.${user.company_role}`, {
                        _: user.company_role,
                      })}
                    </TableCell>
                    <TableCell>{user.units.map((each) => each.name).join(', ')}</TableCell>
                    <TableCell>{user.services.map((service) => service.name).join(', ')}</TableCell>
                    <TableCell>
                      {user.credits === null
                        ? '–'
                        : translate('app.companies.users.credits', {
                            available: user.credits.available,
                            total: user.credits.total,
                          })}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={total}
            page={page}
            rowsPerPage={perPage}
            rowsPerPageOptions={[10, 25, 50, 100]}
            onPageChange={(_event, next) => setPage(next)}
            onRowsPerPageChange={(event) => {
              setPerPage(Number(event.target.value));
              setPage(0);
            }}
            labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
            labelDisplayedRows={({ from, to, count }) =>
              translate('ra.navigation.page_range_info', {
                offsetBegin: from,
                offsetEnd: to,
                total: count,
              })
            }
          />
        </>
      )}
    </CompanyWorkspace>
  );
};
