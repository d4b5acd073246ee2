import { Edit, SimpleForm, useNotify, useParams, useRedirect, useTranslate } from 'react-admin';
import { companyPath } from '../company-paths';
import { CompanyWorkspace } from '../CompanyWorkspace';
import { UnitFormFields } from './UnitFormFields';

/** /companies/units/edit/{company_uuid}/{unit_uuid}: a unit's or sub-unit's fields. */
export const UnitEdit = () => {
  const { company_uuid: companyUuid = '', unit_uuid: unitUuid = '' } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <CompanyWorkspace
      companyUuid={companyUuid}
      tab="units"
      title={translate('app.companies.units.edit')}
    >
      <Edit
        resource="company-units"
        id={unitUuid}
        title=" "
        mutationMode="pessimistic"
        mutationOptions={{
          onSuccess: () => {
            notify('app.companies.updated', { type: 'success' });
            redirect(companyPath('units', { company_uuid: companyUuid }));
          },
        }}
      >
        <SimpleForm warnWhenUnsavedChanges>
          <UnitFormFields />
        </SimpleForm>
      </Edit>
    </CompanyWorkspace>
  );
};
