import { type ApiSchemas } from '@sinnro/web-session';

/** A row of /api/admin/users. */
export type UserRow = ApiSchemas['UserListRow'];
