import { getMetadataStorage } from 'class-validator';

/** UTF-8 bytes a character of legitimate text takes (Swedish letters and JSON escapes take 2). */
const BYTES_PER_CHARACTER = 2;
/** What a string with no stated length is reckoned at (the database's common column size). */
const UNSTATED_STRING_LENGTH = 255;
/** What a list with no stated size is reckoned at. */
const UNSTATED_ARRAY_SIZE = 100;
/** A number, boolean or null with its punctuation. */
const SCALAR_BYTES = 12;

type Class = new () => object;

/** class-transformer's own store of @Type() metadata (its package types do not export it). */
interface TypeMetadataStorage {
  findTypeMetadata(target: Class, property: string): { typeFunction(): unknown } | undefined;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { defaultMetadataStorage } = require('class-transformer/cjs/storage') as {
  defaultMetadataStorage: TypeMetadataStorage;
};

/**
 * The largest JSON body, in bytes, a DTO class lets through validation: every field at its
 * largest (strings at MaxLength, lists at ArrayMaxSize, nested classes in full). Strings and lists
 * with no stated size are reckoned at a common size, so this is an estimate of what a form can
 * legitimately send, not a bound on what a caller can.
 */
export function largestBody(type: Class, seen: Set<Class> = new Set()): number {
  if (seen.has(type)) return 0;
  const inner = new Set(seen).add(type);
  const byProperty = new Map<string, Map<string, unknown[]>>();
  for (const metadata of getMetadataStorage().getTargetValidationMetadatas(type, '', true, false)) {
    const constraints = byProperty.get(metadata.propertyName) ?? new Map<string, unknown[]>();
    const name = metadata.name ?? metadata.type;
    constraints.set(name, (metadata.constraints ?? []) as unknown[]);
    if (metadata.each) constraints.set('each', []);
    byProperty.set(metadata.propertyName, constraints);
  }
  let total = 2;
  for (const [property, constraints] of byProperty) {
    const nested = defaultMetadataStorage.findTypeMetadata(type, property)?.typeFunction() as
      Class | undefined;
    const one =
      nested && constraints.has('nestedValidation')
        ? largestBody(nested, inner)
        : largestScalar(constraints);
    const isList = constraints.has('isArray') || constraints.has('each');
    const items = Number(constraints.get('arrayMaxSize')?.[0] ?? UNSTATED_ARRAY_SIZE);
    total += property.length + 4 + (isList ? items * (one + 1) + 2 : one);
  }
  return total;
}

function largestScalar(constraints: Map<string, unknown[]>): number {
  const maxLength = constraints.get('maxLength')?.[0];
  if (typeof maxLength === 'number') return maxLength * BYTES_PER_CHARACTER + 2;
  const allowed = constraints.get('isIn')?.[0];
  if (Array.isArray(allowed)) {
    return Math.max(SCALAR_BYTES, ...allowed.map((value) => JSON.stringify(value).length));
  }
  if (constraints.has('isEmail')) return 254 * BYTES_PER_CHARACTER + 2;
  if (constraints.has('isString')) return UNSTATED_STRING_LENGTH * BYTES_PER_CHARACTER + 2;
  return SCALAR_BYTES;
}
