import AccountTreeIcon from '@mui/icons-material/AccountTree';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import GroupIcon from '@mui/icons-material/Group';
import MailIcon from '@mui/icons-material/MailOutline';
import VisibilityIcon from '@mui/icons-material/Visibility';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { type ComponentType } from 'react';
import {
  Button,
  ExportButton,
  Link,
  ListBase,
  Loading,
  TopToolbar,
  useListContext,
  useParams,
  useTranslate,
  useLocaleState,
} from 'react-admin';
import { unitTypeName } from '@sinnro/care-ui';
import { csvExporter } from '../csv-export';
import { useCanResource } from '../company-access';
import { companyPath } from '../company-paths';
import { CompanyWorkspace } from '../CompanyWorkspace';
import { type UnitRecord, unitTree } from './unit-record';

const RowLink = ({ to, label, icon: Icon }: { to: string; label: string; icon: ComponentType }) => (
  <Tooltip title={label}>
    <IconButton component={Link} to={to} aria-label={label} size="small">
      <Icon />
    </IconButton>
  </Tooltip>
);

/** What can be done with a unit: edit, add a sub-unit, overview, users, invitations, invite. */
const UnitActions = ({ unit }: { unit: UnitRecord }) => {
  const translate = useTranslate();
  const canEdit = useCanResource('company-units', 'edit');
  const canCreate = useCanResource('company-units', 'create');
  const canUsers = useCanResource('company-users', 'list');
  const canInvite = useCanResource('invitations', 'create');
  const params = { company_uuid: unit.company_id, unit_uuid: unit.id };
  const label = (key: string) =>
    translate(`app.companies.units.actions.${key}`, { name: unit.name });
  return (
    <>
      <RowLink
        to={companyPath('overview', params)}
        label={label('overview')}
        icon={VisibilityIcon}
      />
      {canEdit && (
        <RowLink to={companyPath('unitEdit', params)} label={label('edit')} icon={EditIcon} />
      )}
      {canCreate && (
        <RowLink
          to={companyPath('subUnitAdd', params)}
          label={label('add_sub_unit')}
          icon={AddIcon}
        />
      )}
      <RowLink
        to={companyPath('subUnits', params)}
        label={label('sub_units')}
        icon={AccountTreeIcon}
      />
      {canUsers && (
        <RowLink to={companyPath('unitUsers', params)} label={label('users')} icon={GroupIcon} />
      )}
      {canInvite && (
        <RowLink to={companyPath('unitInvite', params)} label={label('invite')} icon={MailIcon} />
      )}
    </>
  );
};

/** The units as a tree: each unit followed by its sub-units, indented. */
export const UnitTable = ({ emptyText }: { emptyText: string }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data, isPending } = useListContext<UnitRecord>();
  if (isPending) return <Loading />;
  const nodes = unitTree(data ?? []);
  const field = (name: string) => translate(`resources.company-units.fields.${name}`);
  return (
    <TableContainer>
      <Table
        size="small"
        aria-label={translate('resources.company-units.name', { smart_count: 2 })}
      >
        <TableHead>
          <TableRow>
            <TableCell>{field('name')}</TableCell>
            <TableCell>{field('type')}</TableCell>
            <TableCell>{field('legal_entity')}</TableCell>
            <TableCell>{field('sub_units_count')}</TableCell>
            <TableCell>{translate('app.companies.units.actions_column')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {nodes.length === 0 && (
            <TableRow>
              <TableCell colSpan={5}>{translate(emptyText)}</TableCell>
            </TableRow>
          )}
          {nodes.map(({ unit, depth }) => (
            <TableRow key={unit.id} hover>
              <TableCell sx={{ pl: 2 + depth * 3 }}>
                <Link
                  to={companyPath('overview', {
                    company_uuid: unit.company_id,
                    unit_uuid: unit.id,
                  })}
                >
                  {unit.name}
                </Link>
              </TableCell>
              <TableCell>{unitTypeName(unit.type, locale)}</TableCell>
              <TableCell>
                {translate(unit.legal_entity ? 'app.companies.yes' : 'app.companies.no')}
              </TableCell>
              <TableCell>{unit.sub_units_count}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <UnitActions unit={unit} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};

/** /companies/units/{company_uuid}: the company's unit tree, with a button to add a unit. */
export const UnitTree = () => {
  const { company_uuid: companyUuid = '' } = useParams();
  const translate = useTranslate();
  const canCreate = useCanResource('company-units', 'create');
  return (
    <CompanyWorkspace
      companyUuid={companyUuid}
      tab="units"
      title={translate('app.companies.units.title')}
    >
      <ListBase
        resource="company-units"
        exporter={csvExporter}
        filter={{ company_id: companyUuid }}
        sort={{ field: 'name', order: 'ASC' }}
        perPage={100}
        disableSyncWithLocation
      >
        <TopToolbar>
          {canCreate && (
            <Button
              component={Link}
              to={companyPath('unitAdd', { company_uuid: companyUuid })}
              label="app.companies.units.add"
            >
              <AddIcon />
            </Button>
          )}
          <ExportButton />
        </TopToolbar>
        <UnitTable emptyText="app.companies.units.empty" />
      </ListBase>
    </CompanyWorkspace>
  );
};
