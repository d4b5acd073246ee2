/** The entries whose value was sent: in a change, `undefined` means "leave as it is". */
export function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}
