import { type ArgumentMetadata, HttpStatus, ValidationError, ValidationPipe } from '@nestjs/common';
import { getMetadataStorage } from 'class-validator';
import { type MessageKey, type MessageRef, isMessageKey } from 'src/common/i18n/messages';
import { ApiException, type FieldErrors } from './api-exception';

/** class-validator constraint names → catalogue keys, for DTOs that do not name their own. */
const KEY_BY_CONSTRAINT: Record<string, MessageKey> = {
  whitelistValidation: 'validation.unknownField',
  isDefined: 'validation.required',
  isNotEmpty: 'validation.required',
  isEmail: 'validation.email',
  isString: 'validation.string',
  isNumber: 'validation.number',
  isInt: 'validation.integer',
  isBoolean: 'validation.boolean',
  isUuid: 'validation.uuid',
  isIn: 'validation.enum',
  isEnum: 'validation.enum',
  minLength: 'validation.tooShort',
  maxLength: 'validation.tooLong',
  min: 'validation.min',
  max: 'validation.max',
  isObject: 'validation.nested',
  nestedValidation: 'validation.nested',
  isArray: 'validation.array',
};

/** An answer names at most this many fields; the message says how many more there were. */
export const MAX_LISTED_FIELDS = 10;

/**
 * The global validation pipe: strips nothing silently (unknown fields are an error naming the
 * field), converts payloads to DTO classes, and reports failures keyed by field path: the first
 * MAX_LISTED_FIELDS of them, and how many there were (a body's size is bounded before the pipe
 * runs, see input-checks.ts, but may still hold a thousand unknown fields).
 */
export function createValidationPipe(): ValidationPipe {
  return new BoundedValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    // Values are read by collectFieldErrors only; they never reach the response.
    validationError: { target: false, value: true },
    exceptionFactory: (errors) => invalidDataException(errors),
  });
}

/**
 * Refuses, before class-transformer and class-validator see it, a list sent for a field that takes
 * one nested object: class-validator would validate every item as that object (some 25 µs each),
 * for an answer that can only be "must be an object".
 */
class BoundedValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    refuseListsForObjects(value, metadata.metatype);
    return super.transform(value, metadata);
  }
}

const OBJECT_FIELDS = new WeakMap<object, readonly string[]>();
const LIST_CONSTRAINTS = new Set(['isArray', 'arrayMaxSize', 'arrayMinSize', 'arrayNotEmpty']);

/** The properties of a DTO class validated as one nested object (ValidateNested, no list rule). */
function objectFieldsOf(type: new (...args: never[]) => unknown): readonly string[] {
  const known = OBJECT_FIELDS.get(type);
  if (known) return known;
  const nested = new Set<string>();
  const lists = new Set<string>();
  for (const rule of getMetadataStorage().getTargetValidationMetadatas(type, '', true, false)) {
    if (rule.each || LIST_CONSTRAINTS.has(rule.name ?? '')) lists.add(rule.propertyName);
    else if (rule.type === 'nestedValidation') nested.add(rule.propertyName);
  }
  const fields = [...nested].filter((field) => !lists.has(field));
  OBJECT_FIELDS.set(type, fields);
  return fields;
}

function refuseListsForObjects(value: unknown, metatype: ArgumentMetadata['metatype']): void {
  if (typeof metatype !== 'function' || typeof value !== 'object' || value === null) return;
  if (Array.isArray(value)) return;
  const body = value as Record<string, unknown>;
  const errors: FieldErrors = {};
  for (const field of objectFieldsOf(metatype as new (...args: never[]) => unknown)) {
    if (Array.isArray(body[field])) errors[field] = [{ key: 'validation.nested' }];
  }
  if (Object.keys(errors).length > 0) throw ApiException.invalidData(errors);
}

/** 400 naming the first MAX_LISTED_FIELDS fields in error, and the total when there are more. */
export function invalidDataException(errors: ValidationError[]): ApiException {
  const counted = { total: 0 };
  const listed = collectFieldErrors(errors, '', counted, MAX_LISTED_FIELDS);
  if (counted.total <= MAX_LISTED_FIELDS) return ApiException.invalidData(listed);
  return new ApiException(
    HttpStatus.BAD_REQUEST,
    {
      key: 'error.invalidDataTruncated',
      params: { shown: Object.keys(listed).length, total: counted.total },
    },
    listed,
  );
}

/**
 * Field path → messages, for at most `limit` fields; `counted.total` receives the number of
 * fields in error (walked without building their messages once the limit is reached).
 */
export function collectFieldErrors(
  errors: ValidationError[],
  prefix = '',
  counted: { total: number } = { total: 0 },
  limit = Number.POSITIVE_INFINITY,
): FieldErrors {
  const result: FieldErrors = {};
  const pending: [ValidationError, string][] = errors.map((error) => [error, prefix]);
  pending.reverse();
  while (pending.length > 0) {
    const [error, at] = pending.pop() as [ValidationError, string];
    const field = at ? `${at}.${error.property}` : error.property;
    const constraints = relevantConstraints(error);
    if (constraints.length > 0) {
      counted.total += 1;
      if (counted.total <= limit) {
        result[field] = constraints.map(([constraint, text]) =>
          toMessageRef(constraint, text, field),
        );
      }
    }
    const children = error.children ?? [];
    for (let index = children.length - 1; index >= 0; index--) {
      const child = children[index];
      if (child) pending.push([child, field]);
    }
  }
  return result;
}

const REQUIRED_CONSTRAINTS = new Set(['isDefined', 'isNotEmpty']);

/** A missing value is reported as "required" alone, not also as too long, not an e-mail, etc. */
function relevantConstraints(error: ValidationError): [string, string][] {
  const all = Object.entries(error.constraints ?? {});
  const missing = error.value === undefined || error.value === null || error.value === '';
  const required = all.filter(([constraint]) => REQUIRED_CONSTRAINTS.has(constraint));
  return missing && required.length > 0 ? required.slice(0, 1) : all;
}

function toMessageRef(constraint: string, text: string, field: string): MessageRef {
  if (isMessageKey(text)) return { key: text };
  const key = KEY_BY_CONSTRAINT[constraint] ?? 'validation.invalid';
  const bound = /(\d+)/.exec(text)?.[1];
  return { key, params: { field, min: bound ?? '', max: bound ?? '' } };
}
