import { type EntityManager } from '@mikro-orm/postgresql';
import { type CareRelation, heldAt, relationsOf } from '../access-log-relations';

/**
 * Why a sampled read is flagged for the reviewer's attention (HSLF-FS 2016:40 4:9: reads without
 * a current care relation). The rule, decided at the moment of the read:
 *
 * 1. `no-care-relation`: the reader was not the client's therapist by an assignment active then
 *    (started before the read, not ended before it), not the client's health coach then, not a
 *    member of a company the client was a member of then, and not platform staff.
 * 2. `staff-without-care-relation`: platform staff (admin, health coach, content creator) reading
 *    a client with no assignment or coach relation to them, or an admin reading while impersonating
 *    the client: their role lets them read, no care relation does, so the reviewer checks why.
 * 3. `treatment-ended`: the reader had a care relation (assigned therapist, health coach, clinic
 *    member), but the client's treatment had ended: the client had program subscriptions started
 *    before the read and every one of them had ended (`ended_at`) by then.
 *
 * A read with a relation and an ongoing (or no) treatment is not flagged. The relation is that of
 * access-log-relations.ts at the moment of the read, the same the client sees in "who has read my
 * data" (assignments, health-coach periods and company-membership periods all carry their dates).
 * The flag is computed once, when the sample is drawn, and stored with the entry.
 */
export const FLAG_REASONS = [
  'no-care-relation',
  'staff-without-care-relation',
  'treatment-ended',
] as const;

export type FlagReason = (typeof FLAG_REASONS)[number];

/** What the SQL over the sample found about one read. */
export interface ReadFacts {
  relation: CareRelation;
  /** The client's every treatment started before the read had ended by then. */
  treatmentEnded: boolean;
}

/** The flag of one read (null: not flagged), by the rule above. */
export function flagOf(facts: ReadFacts): FlagReason | null {
  switch (facts.relation) {
    case 'none':
      return 'no-care-relation';
    case 'platform-staff':
    case 'impersonation':
      return 'staff-without-care-relation';
    case 'assigned-therapist':
    case 'health-coach':
    case 'clinic-member':
      return facts.treatmentEnded ? 'treatment-ended' : null;
  }
}

interface SampledRead {
  id: string;
  actorUuid: string;
  actingAsUuid: string | null;
  clientUuid: string;
}

/** The facts of each sampled read, in two queries for the whole sample. */
export async function factsOf(
  em: EntityManager,
  reads: SampledRead[],
): Promise<Map<string, ReadFacts>> {
  if (reads.length === 0) return new Map();
  const [relations, ended] = await Promise.all([
    relationsOf(em, reads),
    em.getConnection().execute<{ id: string }[]>(
      `select e.id::text as id
         from access_log e
         join users c on c.uuid = e.client_uuid
        where e.id in (?)
          and exists (select 1 from program_subscriptions ps
                       where ps.user_id = c.id and ps.created_at <= e.occurred_at)
          and not exists (select 1 from program_subscriptions ps
                           where ps.user_id = c.id and ${heldAt('ps', 'created_at')})`,
      [reads.map((read) => read.id)],
    ),
  ]);
  const endedIds = new Set(ended.map((row) => String(row.id)));
  return new Map(
    reads.map((read) => [
      read.id,
      { relation: relations.get(read.id) ?? 'none', treatmentEnded: endedIds.has(read.id) },
    ]),
  );
}
