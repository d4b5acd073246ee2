import { type RaRecord } from 'react-admin';

/** A row of /api/admin/users. */
export interface UserRow extends RaRecord {
  id: number;
  uuid: string;
  first_name: string;
  last_name: string;
  email: string;
  role: string;
}
