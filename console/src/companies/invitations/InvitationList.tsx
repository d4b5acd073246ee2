import PersonAddIcon from '@mui/icons-material/PersonAdd';
import {
  BulkExportButton,
  Button,
  Datagrid,
  ExportButton,
  FunctionField,
  Link,
  List,
  ReferenceField,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
  useGetOne,
  useParams,
  useTranslate,
} from 'react-admin';
import { LocalDateField } from '../formatted-fields';
import { useCanResource } from '../company-access';
import { companyPath } from '../company-paths';
import { csvExporter } from '../csv-export';
import { CompanyWorkspace } from '../CompanyWorkspace';
import { type UnitRecord } from '../units/unit-record';
import { BulkResendButton } from './BulkResendButton';
import { INVITATION_STATUSES, type InvitationRecord } from './invitation-record';

const InvitationActions = ({ inviteTo }: { inviteTo: string }) => {
  const canInvite = useCanResource('invitations', 'create');
  return (
    <TopToolbar>
      {canInvite && (
        <Button component={Link} to={inviteTo} label="app.companies.invitations.invite">
          <PersonAddIcon />
        </Button>
      )}
      <ExportButton />
    </TopToolbar>
  );
};

const InvitationBulkActions = () => {
  const canUpdate = useCanResource('invitations', 'edit');
  return (
    <>
      {canUpdate && <BulkResendButton />}
      <BulkExportButton />
    </>
  );
};

/**
 * /companies/company-user-invitations/{company_uuid}/{unit_uuid?} and
 * /companies/unit-user-invitations/{company_uuid}/{unit_uuid}: the invitations of the company or
 * of one unit, searchable and filtered by status; a row opens the invitation to correct and resend.
 */
export const InvitationList = () => {
  const { company_uuid: companyUuid = '', unit_uuid: unitUuid } = useParams();
  const translate = useTranslate();
  const { data: unit } = useGetOne<UnitRecord>(
    'company-units',
    { id: unitUuid ?? '' },
    { enabled: unitUuid !== undefined },
  );
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput
      key="status"
      source="status"
      choices={INVITATION_STATUSES.map((status) => ({
        id: status,
        name: `app.companies.invitations.statuses.${status}`,
      }))}
    />,
  ];
  const inviteTo = companyPath(unitUuid === undefined ? 'invite' : 'unitInvite', {
    company_uuid: companyUuid,
    unit_uuid: unitUuid,
  });
  return (
    <CompanyWorkspace
      companyUuid={companyUuid}
      tab="invitations"
      title={
        unit === undefined
          ? translate('app.companies.invitations.title')
          : translate('app.companies.invitations.title_unit', { name: unit.name })
      }
    >
      <List
        resource="invitations"
        exporter={csvExporter}
        title=" "
        filter={{
          company_uuid: companyUuid,
          ...(unitUuid === undefined ? {} : { unit_uuid: unitUuid }),
        }}
        filters={filters}
        sort={{ field: 'created_at', order: 'DESC' }}
        perPage={25}
        disableSyncWithLocation
        actions={<InvitationActions inviteTo={inviteTo} />}
        empty={false}
      >
        <Datagrid
          bulkActionButtons={<InvitationBulkActions />}
          rowClick={(_id, _resource, record) =>
            companyPath('invitationEdit', {
              user_uuid: String(record.user_uuid),
              company_uuid: companyUuid,
            })
          }
        >
          <TextField source="first_name" />
          <TextField source="last_name" />
          <TextField source="email" />
          <FunctionField<InvitationRecord>
            source="status"
            render={(record) => translate(`app.companies.invitations.statuses.${record.status}`)}
          />
          <FunctionField<InvitationRecord>
            source="company_role"
            render={(record) =>
              record.company_role === null
                ? ''
                : translate(`app.companies.company_roles.${record.company_role}`)
            }
          />
          <ReferenceField source="unit_uuid" reference="company-units" link={false} emptyText="–">
            <TextField source="name" />
          </ReferenceField>
          <LocalDateField source="created_at" />
          <LocalDateField source="expires_at" />
        </Datagrid>
      </List>
    </CompanyWorkspace>
  );
};
