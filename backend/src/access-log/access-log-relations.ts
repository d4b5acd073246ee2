import { type EntityManager } from '@mikro-orm/postgresql';

/**
 * What the reader was to the client when an entry was written (PDL 8:5: under which care
 * relation), decided at the entry's `occurred_at`. Checked in this order: reads during an
 * impersonation; the client's therapist by an assignment active at that moment; the client's
 * health coach at that moment (`health_coach_periods`); platform staff (admin, health coach,
 * content creator; by role); a member of a company the client was a member of too at that moment
 * (`company_membership_periods`); none of these. Assignments keep their start and end; the two
 * period tables are kept by database triggers (Migration20261127203000). The client's own log and
 * the sample review's flags (reviews/review-flags.ts) both use this one definition.
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

/**
 * SQL: the row `alias` (a relation or a treatment with a start column and `ended_at`) held at the
 * moment of the access-log entry `e`: started at or before it, not ended by then.
 */
export function heldAt(
  alias: 'ta' | 'p' | 'a' | 'b' | 'ps',
  startColumn: 'created_at' | 'started_at',
): string {
  return `${alias}.${startColumn} <= e.occurred_at and (${alias}.ended_at is null or ${alias}.ended_at > e.occurred_at)`;
}

/** The care relation of each entry (of a page, of a sample), in one query for them all. */
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
                       and ${heldAt('ta', 'created_at')}) as assigned,
            exists (select 1 from health_coach_periods p
                      join users c on c.id = p.client_id
                      join users h on h.id = p.coach_id
                     where c.uuid = e.client_uuid and h.uuid = e.actor_uuid
                       and ${heldAt('p', 'started_at')}) as coach,
            exists (select 1 from company_membership_periods a
                      join company_membership_periods b on b.company_id = a.company_id
                      join users ua on ua.id = a.user_id
                      join users ub on ub.id = b.user_id
                     where ua.uuid = e.actor_uuid and ub.uuid = e.client_uuid
                       and ${heldAt('a', 'started_at')} and ${heldAt('b', 'started_at')}) as member,
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
