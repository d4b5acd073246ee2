import { Transform, type TransformFnParams } from 'class-transformer';
import { ValidateBy, type ValidationOptions } from 'class-validator';

/** Forms send numbers as text ("10"): digits-only text becomes a number, anything else stays. */
export const DigitsAsNumber = () =>
  Transform(({ value }: TransformFnParams): unknown => {
    const raw: unknown = value;
    return typeof raw === 'string' && /^\d{1,9}$/.test(raw.trim()) ? Number(raw.trim()) : raw;
  });

/** A whole number within [min, max] (one constraint, so a failure reports one message). */
export function IsWholeNumber(min: number, max: number, options: ValidationOptions) {
  return ValidateBy(
    {
      name: 'isWholeNumber',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max,
      },
    },
    options,
  );
}

/** A real calendar date written YYYY-MM-DD. */
export function IsCalendarDate(options: ValidationOptions) {
  return ValidateBy(
    {
      name: 'isCalendarDate',
      validator: {
        validate: (value: unknown) => {
          if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
          const date = new Date(`${value}T00:00:00Z`);
          return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
        },
      },
    },
    options,
  );
}
