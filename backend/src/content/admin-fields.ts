/** Parts of a react-admin record that are never written back (read-only, derived or parents). */
const READ_ONLY = [
  'id',
  '_id',
  'uuid',
  'fallback',
  'languages',
  'created_at',
  'updated_at',
  'position',
  'empty_text',
] as const;

/** The record sent back by react-admin without its read-only parts (and the extra ones named). */
export function withoutReadOnly<T extends object, K extends keyof T>(
  record: T,
  extra: readonly K[] = [],
): Omit<T, K | (typeof READ_ONLY)[number]> {
  const skip = new Set<string>([...READ_ONLY, ...extra.map(String)]);
  return Object.fromEntries(
    Object.entries(record).filter(([key, value]) => !skip.has(key) && value !== undefined),
  ) as Omit<T, K | (typeof READ_ONLY)[number]>;
}
