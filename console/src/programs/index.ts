import ViewListIcon from '@mui/icons-material/ViewList';
import { ProgramCreate } from './ProgramCreate';
import { ProgramEdit } from './ProgramEdit';
import { ProgramList } from './ProgramList';
import { type ProgramRow } from './program-record';

/** The programs resource, spread into <Resource name="programs" />. */
export const programs = {
  list: ProgramList,
  create: ProgramCreate,
  edit: ProgramEdit,
  icon: ViewListIcon,
  recordRepresentation: (record: ProgramRow) => record.name,
};
