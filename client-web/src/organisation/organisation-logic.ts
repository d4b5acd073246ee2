import { type CompanyUnit, type CompanyUser } from '../services/services-api';

/** Credits summed over some members: granted in all, taken, and what is left. */
export interface CreditSum {
  total: number;
  taken: number;
  available: number;
}

/** One unit of the overview with its members, its sub-units and its members' credits. */
export interface UnitNode {
  uuid: string;
  name: string;
  type: string | null;
  members: CompanyUser[];
  /** The credits of the unit's own members (not those of its sub-units). */
  credits: CreditSum;
  children: UnitNode[];
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'sv');

/** The credits of these members together; members without credits count as none. */
export function creditSum(members: readonly CompanyUser[]): CreditSum {
  let total = 0;
  let taken = 0;
  for (const member of members) {
    total += member.credits?.total ?? 0;
    taken += member.credits?.taken ?? 0;
  }
  return { total, taken, available: Math.max(0, total - taken) };
}

/**
 * The units as a tree, by name at every level: a unit whose parent is not among them (outside the
 * caller's scope, or a top unit) is a root. Each unit holds the members who belong to it; a member
 * of two units is listed under both. With `root`, only that unit and the units below it.
 */
export function unitTree(
  units: readonly CompanyUnit[],
  members: readonly CompanyUser[],
  root?: string,
): UnitNode[] {
  const known = new Set(units.map((unit) => unit.uuid));
  const build = (unit: CompanyUnit, seen: Set<string>): UnitNode => {
    const own = members.filter((member) => member.units.some((held) => held.uuid === unit.uuid));
    const next = new Set(seen).add(unit.uuid);
    return {
      uuid: unit.uuid,
      name: unit.name,
      type: unit.type ?? null,
      members: own,
      credits: creditSum(own),
      children: units
        .filter((child) => child.parent_uuid === unit.uuid && !next.has(child.uuid))
        .sort(byName)
        .map((child) => build(child, next)),
    };
  };
  const roots = units.filter((unit) =>
    root === undefined
      ? unit.parent_uuid === null || !known.has(unit.parent_uuid)
      : unit.uuid === root,
  );
  return roots.sort(byName).map((unit) => build(unit, new Set()));
}

/** The members who belong to none of these units (shown apart, so nobody goes missing). */
export function membersWithoutUnit(
  units: readonly CompanyUnit[],
  members: readonly CompanyUser[],
): CompanyUser[] {
  const known = new Set(units.map((unit) => unit.uuid));
  return members.filter((member) => !member.units.some((unit) => known.has(unit.uuid)));
}

/** How many units the tree holds at every depth. */
export function unitCount(nodes: readonly UnitNode[]): number {
  return nodes.reduce((sum, node) => sum + 1 + unitCount(node.children), 0);
}
