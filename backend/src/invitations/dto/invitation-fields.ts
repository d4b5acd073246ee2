import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { COMPANY_ROLES } from '@sinnro/access';
import { Transform, type TransformFnParams } from 'class-transformer';
import { IsIn, ValidateBy, ValidateIf } from 'class-validator';

/** Sent, or optional: `optional` fields may be left out (an update), not sent empty. */
type Presence = 'required' | 'optional';

const whenSent = ValidateIf((_object: object, value: unknown) => value !== undefined);

const presence = (kind: Presence) => (kind === 'required' ? [] : [whenSent]);

/** A non-empty list (at most `max` entries) whose every entry passes `accepts`: one message. */
const ListOf = (
  name: string,
  max: number,
  accepts: (item: unknown) => boolean,
  message: 'invitations.productsRequired' | 'invitations.permissionsRequired',
) =>
  ValidateBy(
    {
      name,
      validator: {
        validate: (value: unknown) =>
          Array.isArray(value) && value.length > 0 && value.length <= max && value.every(accepts),
      },
    },
    { message },
  );

const isProductReference = (item: unknown) =>
  (typeof item === 'string' && item.length > 0 && item.length <= 80) ||
  (Number.isInteger(item) && (item as number) > 0);

const isGrantText = (item: unknown) =>
  typeof item === 'string' && item.length > 0 && item.length <= 100;

/** Product codes (strings) or numeric product ids; at least one ("Choose at least one product"). */
export const ProductsField = (kind: Presence) =>
  applyDecorators(
    ApiProperty({
      required: kind === 'required',
      description: 'Product codes (e.g. "therapist_call_25") or numeric product ids; at least one.',
      type: 'array',
      items: { oneOf: [{ type: 'string' }, { type: 'integer' }] },
      example: ['therapist_call_25'],
    }),
    ...presence(kind),
    ListOf('isProductList', 50, isProductReference, 'invitations.productsRequired'),
  );

/** Extra grants for the invitee, `resource.action.[scope]`; at least one ("Select permissions"). */
export const InvitationPermissionsField = (kind: Presence) =>
  applyDecorators(
    ApiProperty({
      required: kind === 'required',
      type: [String],
      description:
        'Grants for the invitee, resource.action.[scope]; none may reach further than the ' +
        'inviter’s own grants (403 otherwise).',
      example: ['user/credit.read.[company-unit]'],
    }),
    ...presence(kind),
    ListOf('isPermissionList', 100, isGrantText, 'invitations.permissionsRequired'),
  );

const trimmed = Transform(({ value }: TransformFnParams): unknown => {
  const raw: unknown = value;
  return typeof raw === 'string' ? raw.trim() : raw;
});

export const CompanyRoleField = () =>
  applyDecorators(
    ApiProperty({ required: false, enum: COMPANY_ROLES, default: 'standard-user' }),
    whenSent,
    trimmed,
    IsIn(COMPANY_ROLES, { message: 'invitations.companyRoleUnknown' }),
  );
