import BusinessIcon from '@mui/icons-material/Business';
import { CompanyCreate } from './CompanyCreate';
import { CompanyEdit } from './CompanyEdit';
import { CompanyList } from './CompanyList';
import { type CompanyRecord } from './company-record';

/** The companies resource, spread into <Resource name="companies" />. */
export const companies = {
  list: CompanyList,
  create: CompanyCreate,
  edit: CompanyEdit,
  icon: BusinessIcon,
  recordRepresentation: (record: CompanyRecord) => record.name,
};
