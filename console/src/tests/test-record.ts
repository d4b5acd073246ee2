import { type ApiSchemas } from '@sinnro/web-session';

/** A row of /api/admin/tests. */
export type TestRow = ApiSchemas['TestView'];

/** A test with its sections and their pages (GET /api/admin/tests/{id}). */
export type TestDetail = ApiSchemas['TestDetail'];
