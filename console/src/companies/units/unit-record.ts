import { type ApiSchemas } from '@sinnro/web-session';

/** A record of /api/admin/company-units: id, company_id and parent_id are uuids. */
export type UnitRecord = ApiSchemas['UnitRecord'];

export interface UnitNode {
  unit: UnitRecord;
  depth: number;
}

/** The units in tree order (each followed by its sub-units), by name within a level. */
export function unitTree(units: readonly UnitRecord[]): UnitNode[] {
  const ids = new Set(units.map((unit) => unit.id));
  const children = new Map<string | null, UnitRecord[]>();
  for (const unit of units) {
    // A unit whose parent is out of sight shows at the top.
    const parent = unit.parent_id !== null && ids.has(unit.parent_id) ? unit.parent_id : null;
    children.set(parent, [...(children.get(parent) ?? []), unit]);
  }
  const nodes: UnitNode[] = [];
  const visit = (parent: string | null, depth: number) => {
    const level = [...(children.get(parent) ?? [])].sort((a, b) => a.name.localeCompare(b.name));
    for (const unit of level) {
      nodes.push({ unit, depth });
      visit(unit.id, depth + 1);
    }
  };
  visit(null, 0);
  return nodes;
}
