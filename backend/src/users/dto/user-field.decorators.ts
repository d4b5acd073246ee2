import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { ROLES } from '@sinnro/access';
import { Transform, type TransformFnParams } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Length,
  Matches,
  MaxLength,
  ValidateBy,
  ValidateIf,
} from 'class-validator';
import { LANGUAGES } from 'src/common/i18n/language';

/**
 * The validation of each user field, shared by the own-profile form and the create and edit
 * forms. Messages are catalogue keys (the specification's texts); strings are trimmed.
 *
 * Presence: `required` fields must be sent; `optional` ones may be left out but not sent empty or
 * null (a name cannot be removed); `clearable` ones may be sent as null to remove the value.
 */
export type Presence = 'required' | 'optional' | 'clearable';

const trimmed = Transform(({ value }: TransformFnParams): unknown => {
  const raw: unknown = value;
  return typeof raw === 'string' ? raw.trim() : raw;
});

const trimmedLowerCase = Transform(({ value }: TransformFnParams): unknown => {
  const raw: unknown = value;
  return typeof raw === 'string' ? raw.trim().toLowerCase() : raw;
});

/** What the OpenAPI page says of a field's type. */
interface FieldSchema {
  type?: 'integer' | StringConstructor | [StringConstructor];
  format?: 'uuid';
  enum?: readonly string[];
  minimum?: number;
}

function presence(kind: Presence, schema: FieldSchema = { type: String }): PropertyDecorator[] {
  const documented = ApiProperty({
    type: schema.type,
    format: schema.format,
    enum: schema.enum ? [...schema.enum] : undefined,
    minimum: schema.minimum,
    required: kind === 'required',
    nullable: kind === 'clearable',
  });
  if (kind === 'required') return [documented];
  if (kind === 'clearable') return [documented, IsOptional()];
  return [documented, ValidateIf((_object: object, value: unknown) => value !== undefined)];
}

export const FirstNameField = (kind: Presence) =>
  applyDecorators(
    ...presence(kind),
    trimmed,
    IsNotEmpty({ message: 'users.firstNameRequired' }),
    IsString(),
    MaxLength(100, { message: 'users.nameTooLong' }),
  );

export const LastNameField = (kind: Presence) =>
  applyDecorators(
    ...presence(kind),
    trimmed,
    IsNotEmpty({ message: 'users.lastNameRequired' }),
    IsString(),
    MaxLength(100, { message: 'users.nameTooLong' }),
  );

/** Stored lower-cased, so that one address is one account whatever its spelling. */
export const EmailField = (kind: Presence) =>
  applyDecorators(
    ...presence(kind),
    trimmedLowerCase,
    IsNotEmpty({ message: 'users.emailRequired' }),
    IsEmail({}, { message: 'users.emailInvalid' }),
    MaxLength(254, { message: 'users.emailInvalid' }),
  );

/** Fewer than 15 characters (the specification); digits, spaces, hyphens, a leading +. */
export const PhoneField = (kind: Presence) =>
  applyDecorators(
    ...presence(kind),
    trimmed,
    IsNotEmpty({ message: 'users.phoneRequired' }),
    IsString(),
    MaxLength(14, { message: 'users.phoneTooLong' }),
    Matches(/^\+?[0-9][0-9 -]*$/, { message: 'users.phoneInvalid' }),
  );

/** The 12-digit Swedish personal identity number (ÅÅÅÅMMDDNNNN), digits only. */
export const NationalIdRules = () =>
  applyDecorators(
    trimmed,
    IsNotEmpty({ message: 'users.nationalIdRequired' }),
    IsString(),
    Matches(/^[0-9]*$/, { message: 'users.nationalIdDigitsOnly' }),
    Length(12, 12, { message: 'users.nationalIdLength' }),
  );

export const NationalIdField = (kind: Presence) =>
  applyDecorators(...presence(kind), NationalIdRules());

/** A whole year from 1900 up to the current year (checked when the request arrives). */
export const BirthYearField = () =>
  applyDecorators(
    ...presence('clearable', { type: 'integer', minimum: 1900 }),
    ValidateBy(
      {
        name: 'isBirthYear',
        validator: {
          validate: (value: unknown) =>
            Number.isInteger(value) &&
            (value as number) >= 1900 &&
            (value as number) <= new Date().getUTCFullYear(),
        },
      },
      { message: 'users.birthYearInvalid' },
    ),
  );

/** A code from a reference list (gender, position, speciality); the service checks it exists. */
export const LookupCodeField = () =>
  applyDecorators(
    ...presence('clearable'),
    trimmed,
    IsString({ message: 'users.unknownChoice' }),
    MaxLength(50, { message: 'users.unknownChoice' }),
  );

export const LanguageField = () =>
  applyDecorators(
    ...presence('optional', { enum: LANGUAGES }),
    IsIn(LANGUAGES, { message: 'users.languageUnknown' }),
  );

export const RoleField = () =>
  applyDecorators(
    ...presence('optional', { enum: ROLES }),
    IsIn(ROLES, { message: 'users.roleUnknown' }),
  );

export const UuidField = (kind: Presence) =>
  applyDecorators(...presence(kind, { type: String, format: 'uuid' }), IsUUID());

/** Extra grants (`resource.action.[scope]`); the service parses each. */
export const PermissionsField = () =>
  applyDecorators(
    ...presence('optional', { type: [String] }),
    IsArray(),
    ArrayMaxSize(100),
    IsString({ each: true }),
  );
