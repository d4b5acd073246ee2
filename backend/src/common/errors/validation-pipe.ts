import { ValidationError, ValidationPipe } from '@nestjs/common';
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

/**
 * The global validation pipe: strips nothing silently (unknown fields are an error naming the
 * field), converts payloads to DTO classes, and reports failures keyed by field path.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    // Values are read by collectFieldErrors only; they never reach the response.
    validationError: { target: false, value: true },
    exceptionFactory: (errors) => ApiException.invalidData(collectFieldErrors(errors)),
  });
}

export function collectFieldErrors(errors: ValidationError[], prefix = ''): FieldErrors {
  const result: FieldErrors = {};
  for (const error of errors) {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const refs = relevantConstraints(error).map(([constraint, text]) =>
      toMessageRef(constraint, text, field),
    );
    if (refs.length > 0) result[field] = refs;
    if (error.children?.length) Object.assign(result, collectFieldErrors(error.children, field));
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
