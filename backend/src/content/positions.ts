import { ApiException } from 'src/common/errors/api-exception';

interface Positioned {
  id: number;
  position: number;
}

const byPosition = (a: Positioned, b: Positioned) => a.position - b.position || a.id - b.id;

/**
 * Puts `item` among its siblings at `position` (0 = first; past the end or absent = last) and
 * renumbers all of them 0..n-1, so positions never collide or leave gaps.
 */
export function placeAt<T extends Positioned>(siblings: Iterable<T>, item: T, position?: number) {
  const ordered = [...siblings].filter((sibling) => sibling !== item).sort(byPosition);
  const index = position === undefined ? ordered.length : Math.min(position, ordered.length);
  ordered.splice(index, 0, item);
  ordered.forEach((sibling, at) => (sibling.position = at));
}

/** Sets the order as sent: `ids` must name every sibling exactly once (else 400 on `ids`). */
export function reorder<T extends Positioned>(siblings: Iterable<T>, ids: readonly number[]) {
  const byId = new Map([...siblings].map((sibling) => [sibling.id, sibling]));
  const complete = ids.length === byId.size && new Set(ids).size === ids.length;
  if (!complete || !ids.every((id) => byId.has(id)))
    throw ApiException.invalidData({ ids: [{ key: 'content.orderMismatch' }] });
  ids.forEach((id, at) => (byId.get(id)!.position = at));
}

/** Siblings in their order. */
export function ordered<T extends Positioned>(items: Iterable<T>): T[] {
  return [...items].sort(byPosition);
}
