import Typography from '@mui/material/Typography';
import {
  Create,
  SimpleForm,
  useGetOne,
  useNotify,
  useParams,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { companyPath } from '../company-paths';
import { CompanyWorkspace } from '../CompanyWorkspace';
import { type UnitRecord } from './unit-record';
import { UnitFormFields } from './UnitFormFields';

/**
 * /companies/units/add/{company_uuid}: a new unit of the company; with /{unit_uuid} a sub-unit of
 * that unit. After saving, the unit tree.
 */
export const UnitCreate = () => {
  const { company_uuid: companyUuid = '', unit_uuid: parentUuid } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const { data: parent } = useGetOne<UnitRecord>(
    'company-units',
    { id: parentUuid ?? '' },
    { enabled: parentUuid !== undefined },
  );
  return (
    <CompanyWorkspace
      companyUuid={companyUuid}
      tab="units"
      title={translate(
        parentUuid === undefined ? 'app.companies.units.add' : 'app.companies.units.add_sub_unit',
      )}
    >
      {parent !== undefined && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {translate('app.companies.units.parent', { name: parent.name })}
        </Typography>
      )}
      <Create
        resource="company-units"
        title=" "
        transform={(form: Partial<UnitRecord>) => ({
          ...form,
          company_id: companyUuid,
          ...(parentUuid === undefined ? {} : { parent_uuid: parentUuid }),
        })}
        mutationOptions={{
          onSuccess: () => {
            notify('app.companies.saved', { type: 'success' });
            redirect(companyPath('units', { company_uuid: companyUuid }));
          },
        }}
      >
        <SimpleForm
          warnWhenUnsavedChanges
          defaultValues={{ legal_entity: false, visible_to_everyone: false }}
        >
          <UnitFormFields />
        </SimpleForm>
      </Create>
    </CompanyWorkspace>
  );
};
