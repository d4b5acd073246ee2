import { type EntityManager } from '@mikro-orm/postgresql';

/**
 * What the reader was to the client when an entry was written (PDL 8:5: under which care
 * relation). Checked in this order: reads during an impersonation; the client's therapist by an
 * assignment that was active at that moment (assignments keep their start and end); the client's
 * health coach; platform staff (admin, health coach, content creator); a member of a company the
 * client belongs to; none of these. Health coach and company membership carry no dates, so those
 * two are the relation of today.
 */
export const CARE_RELATIONS = [
  'impersonation',
  'assigned-therapist',
  'health-coach',
  'platform-staff',
  'clinic-member',
  'none',
] as const;

export type CareRelation = (typeof CARE_RELATIONS)[number];

interface StoredEntry {
  id: string;
  actorUuid: string;
  actingAsUuid: string | null;
  clientUuid: string;
}

const PLATFORM_STAFF = new Set(['admin', 'hc', 'cc']);

interface RelationRow {
  id: string;
  assigned: boolean;
  coach: boolean;
  member: boolean;
  actor_role: string | null;
}

/** The care relation of each entry of a page, in one query for the whole page. */
export async function relationsOf(
  em: EntityManager,
  entries: StoredEntry[],
): Promise<Map<string, CareRelation>> {
  if (entries.length === 0) return new Map();
  const rows = await em.getConnection().execute<RelationRow[]>(
    `select e.id::text as id,
            exists (select 1 from therapist_assignments ta
                      join users t on t.id = ta.therapist_id
                      join users c on c.id = ta.client_id
                     where t.uuid = e.actor_uuid and c.uuid = e.client_uuid
                       and ta.created_at <= e.occurred_at
                       and (ta.ended_at is null or ta.ended_at > e.occurred_at)) as assigned,
            exists (select 1 from users c join users h on h.id = c.health_coach_id
                     where c.uuid = e.client_uuid and h.uuid = e.actor_uuid) as coach,
            exists (select 1 from company_members a
                      join company_members b on b.company_id = a.company_id
                      join users ua on ua.id = a.user_id
                      join users ub on ub.id = b.user_id
                     where ua.uuid = e.actor_uuid and ub.uuid = e.client_uuid) as member,
            (select role from users where uuid = e.actor_uuid) as actor_role
       from access_log e
      where e.id in (?)`,
    [entries.map((entry) => entry.id)],
  );
  const byId = new Map(rows.map((row) => [String(row.id), row]));
  return new Map(
    entries.map((entry) => {
      const row = byId.get(String(entry.id));
      return [entry.id, relationOf(entry, row)];
    }),
  );
}

function relationOf(entry: StoredEntry, row: RelationRow | undefined): CareRelation {
  if (entry.actingAsUuid !== null) return 'impersonation';
  if (!row) return 'none';
  if (row.assigned) return 'assigned-therapist';
  if (row.coach) return 'health-coach';
  if (row.actor_role !== null && PLATFORM_STAFF.has(row.actor_role)) return 'platform-staff';
  if (row.member) return 'clinic-member';
  return 'none';
}

/** Admin, health coach and content creator: named "Administratör" to the client, not by name. */
export function isPlatformStaff(role: string | null | undefined): boolean {
  return role !== null && role !== undefined && PLATFORM_STAFF.has(role);
}
