import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  BooleanField,
  Button,
  Link,
  Show,
  SimpleShowLayout,
  FunctionField,
  TextField,
  useGetList,
  useParams,
  useTranslate,
  useLocaleState,
} from 'react-admin';
import { unitTypeName } from '@sinnro/care-ui';
import { useCanResource } from '../company-access';
import { companyPath } from '../company-paths';
import { CompanyWorkspace } from '../CompanyWorkspace';
import { useCompanyUsers } from '../company-users-api';

const Count = ({ label, value, to }: { label: string; value: number | null; to?: string }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ minWidth: 180 }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary" component="h3">
          {translate(label)}
        </Typography>
        <Typography variant="h5" component="p">
          {value ?? '…'}
        </Typography>
        {to !== undefined && (
          <Button component={Link} to={to} label="app.companies.overview.open" />
        )}
      </CardContent>
    </Card>
  );
};

/**
 * /companies/units/overview/{default_company_unit?}/{company_uuid}/{unit_uuid}: a unit at a
 * glance: its fields, its members, its sub-units and its pending invitations, with links to each.
 */
export const UnitOverview = () => {
  const { company_uuid: companyUuid = '', unit_uuid: unitUuid = '' } = useParams();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const canUsers = useCanResource('company-users', 'list');
  const canInvitations = useCanResource('invitations', 'list');
  const canEdit = useCanResource('company-units', 'edit');
  const members = useCompanyUsers(companyUuid, unitUuid, 1, 1);
  const pending = useGetList(
    'invitations',
    {
      filter: { company_uuid: companyUuid, unit_uuid: unitUuid, status: 'pending' },
      pagination: { page: 1, perPage: 1 },
    },
    { enabled: canInvitations },
  );
  const subUnits = useGetList('company-units', {
    filter: { company_id: companyUuid, parent_id: unitUuid },
    pagination: { page: 1, perPage: 1 },
  });
  const params = { company_uuid: companyUuid, unit_uuid: unitUuid };
  return (
    <CompanyWorkspace
      companyUuid={companyUuid}
      tab="units"
      title={translate('app.companies.overview.title')}
    >
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        {canUsers && (
          <Count
            label="app.companies.overview.members"
            value={members.isPending ? null : members.total}
            to={companyPath('unitUsers', params)}
          />
        )}
        <Count
          label="app.companies.overview.sub_units"
          value={subUnits.total ?? null}
          to={companyPath('subUnits', params)}
        />
        {canInvitations && (
          <Count
            label="app.companies.overview.pending_invitations"
            value={pending.total ?? null}
            to={companyPath('unitInvitations', params)}
          />
        )}
      </Stack>
      <Show
        resource="company-units"
        id={unitUuid}
        title=" "
        actions={
          canEdit ? (
            <Button
              component={Link}
              to={companyPath('unitEdit', params)}
              label="ra.action.edit"
              sx={{ alignSelf: 'flex-end' }}
            />
          ) : (
            false
          )
        }
      >
        <SimpleShowLayout>
          <TextField source="name" />
          <FunctionField<{ type?: string | null }>
            source="type"
            render={(record) => (record.type ? unitTypeName(record.type, locale) : '–')}
          />
          <BooleanField source="legal_entity" />
          <TextField source="legal_name" emptyText="–" />
          <TextField source="vat_number" emptyText="–" />
          <TextField source="street_address" emptyText="–" />
          <TextField source="postcode" emptyText="–" />
          <TextField source="city" emptyText="–" />
          <TextField source="contact_name" emptyText="–" />
          <BooleanField source="visible_to_everyone" />
        </SimpleShowLayout>
      </Show>
    </CompanyWorkspace>
  );
};
