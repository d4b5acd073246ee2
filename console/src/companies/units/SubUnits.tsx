import AddIcon from '@mui/icons-material/Add';
import {
  Button,
  ExportButton,
  Link,
  ListBase,
  TopToolbar,
  useGetOne,
  useParams,
  useTranslate,
} from 'react-admin';
import { csvExporter } from '../csv-export';
import { useCanResource } from '../company-access';
import { companyPath } from '../company-paths';
import { CompanyWorkspace } from '../CompanyWorkspace';
import { type UnitRecord } from './unit-record';
import { UnitTable } from './UnitTree';

/** /companies/units/sub-units/{company_uuid}/{unit_uuid}: the direct sub-units of a unit. */
export const SubUnits = () => {
  const { company_uuid: companyUuid = '', unit_uuid: unitUuid = '' } = useParams();
  const translate = useTranslate();
  const canCreate = useCanResource('company-units', 'create');
  const { data: unit } = useGetOne<UnitRecord>('company-units', { id: unitUuid });
  return (
    <CompanyWorkspace
      companyUuid={companyUuid}
      tab="units"
      title={translate('app.companies.units.sub_units_of', { name: unit?.name ?? '' })}
    >
      <ListBase
        resource="company-units"
        exporter={csvExporter}
        filter={{ company_id: companyUuid, parent_id: unitUuid }}
        sort={{ field: 'name', order: 'ASC' }}
        perPage={100}
        disableSyncWithLocation
      >
        <TopToolbar>
          {canCreate && (
            <Button
              component={Link}
              to={companyPath('subUnitAdd', { company_uuid: companyUuid, unit_uuid: unitUuid })}
              label="app.companies.units.add_sub_unit"
            >
              <AddIcon />
            </Button>
          )}
          <ExportButton />
        </TopToolbar>
        <UnitTable emptyText="app.companies.units.no_sub_units" />
      </ListBase>
    </CompanyWorkspace>
  );
};
