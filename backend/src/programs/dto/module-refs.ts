import { Transform, type TransformFnParams } from 'class-transformer';
import { ValidateBy } from 'class-validator';

/**
 * A module list as the editor sends it: ids, or options `{ id | _id, name }` (only items with an
 * id are sent). Valid items become ids; anything else is left as sent for the check to report.
 */
export const moduleRefs = Transform(({ value }: TransformFnParams): unknown => {
  const raw: unknown = value;
  if (!Array.isArray(raw)) return raw;
  return raw.map((item: unknown) => {
    if (typeof item === 'object' && item !== null) {
      const record = item as Record<string, unknown>;
      return record.id ?? record._id ?? item;
    }
    return item;
  });
});

/** Every item is a positive whole number (a module id). */
export const IsModuleIdList = () =>
  ValidateBy({
    name: 'isModuleIdList',
    validator: {
      validate: (value: unknown) =>
        Array.isArray(value) &&
        value.length <= 500 &&
        value.every((item) => Number.isInteger(item) && (item as number) > 0),
      defaultMessage: () => 'programs.moduleListInvalid',
    },
  });

/** true/false, or the specification's 0/1 for `default`. */
export const flag = Transform(({ value }: TransformFnParams): unknown => {
  const raw: unknown = value;
  if (raw === 1 || raw === '1' || raw === 'true') return true;
  if (raw === 0 || raw === '0' || raw === 'false') return false;
  return raw;
});
