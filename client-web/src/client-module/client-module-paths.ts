/**
 * Where a therapist reads a client's module with the answers (client/specialist specification:
 * /client-module/{id}, /client-assessment/{id}): `id` is one round (module instance) of it; a
 * page named in `?page=` is scrolled to (the one waiting for approval, from a notification).
 */
export function clientModulePath(type: string, roundId: number, pageId?: number | null): string {
  const base = type === 'assessment' ? '/client-assessment' : '/client-module';
  return pageId ? `${base}/${roundId}?page=${pageId}` : `${base}/${roundId}`;
}
