import { type CurrentUser } from '@sinnro/web-session';

/** A company the user administers, from the session's memberships. */
export interface AdministeredCompany {
  uuid: string;
  name: string;
  default_company_unit_uuid: string | null;
}

/**
 * The companies whose services page the user opens: those where they are company admin, by
 * name; a user with the invitation grant but no admin membership (a clinic's staff) gets every
 * company they belong to.
 */
export function administeredCompanies(user: Pick<CurrentUser, 'companies'>): AdministeredCompany[] {
  const admin = user.companies.filter((company) => company.company_role === 'company-admin');
  const chosen = admin.length > 0 ? admin : user.companies;
  return chosen
    .map(({ uuid, name, default_company_unit_uuid }) => ({ uuid, name, default_company_unit_uuid }))
    .sort((a, b) => a.name.localeCompare(b.name, 'sv'));
}

/** A unit as the invitation form offers it, indented under its parent. */
export interface UnitChoice {
  uuid: string;
  name: string;
  depth: number;
}

/**
 * The units in a tree order (each parent followed by its sub-units, siblings by name); a unit
 * whose parent is not in the list counts as a top unit.
 */
export function unitChoices(
  units: readonly { uuid: string; name: string; parent_uuid: string | null }[],
): UnitChoice[] {
  const known = new Set(units.map((unit) => unit.uuid));
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'sv');
  const childrenOf = (parent: string | null) =>
    units
      .filter((unit) =>
        parent === null
          ? unit.parent_uuid === null || !known.has(unit.parent_uuid)
          : unit.parent_uuid === parent,
      )
      .sort(byName);
  const result: UnitChoice[] = [];
  const visit = (parent: string | null, depth: number) => {
    for (const unit of childrenOf(parent)) {
      result.push({ uuid: unit.uuid, name: unit.name, depth });
      if (depth < 20) visit(unit.uuid, depth + 1);
    }
  };
  visit(null, 0);
  return result;
}

/** The unit the form starts with: the user's default unit of the company if offered, else the first. */
export function initialUnit(choices: readonly UnitChoice[], defaultUnit: string | null): string {
  if (defaultUnit !== null && choices.some((choice) => choice.uuid === defaultUnit)) {
    return defaultUnit;
  }
  return choices[0]?.uuid ?? '';
}

/** A product the company has ordered and not disabled: one the admin may assign. */
export function assignableProducts<
  T extends { is_selected: boolean; is_disabled: boolean; sort_order: number },
>(products: readonly T[]): T[] {
  return products
    .filter((product) => product.is_selected && !product.is_disabled)
    .sort((a, b) => a.sort_order - b.sort_order);
}

export type CompanyRoleChoice = 'standard-user' | 'company-admin';

/**
 * The grants an invitation gives beside the company role: access to the invitee's own credits,
 * the assigned services (a standard user's "access to the assigned services"). The company-admin
 * role brings its own grants when the invitation is accepted.
 */
export const INVITEE_GRANTS: readonly string[] = ['user/credit.read.[user]'];

export interface InvitationFormValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  national_id: string;
  unit_uuid: string;
  company_role: CompanyRoleChoice;
  products: string[];
}

export const EMPTY_INVITATION: InvitationFormValues = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  national_id: '',
  unit_uuid: '',
  company_role: 'standard-user',
  products: [],
};

/** The body of POST /api/v1/invitations for the form (trimmed texts, the caller's language). */
export function invitationPayload(
  companyUuid: string,
  form: InvitationFormValues,
  language: 'sv' | 'en',
) {
  return {
    first_name: form.first_name.trim(),
    last_name: form.last_name.trim(),
    email: form.email.trim(),
    phone: form.phone.trim(),
    // Written with a hyphen or spaces (ÅÅÅÅMMDD-NNNN), sent as the 12 digits the server wants.
    national_id: form.national_id.replace(/[\s-]/g, ''),
    company_uuid: companyUuid,
    ...(form.unit_uuid === '' ? {} : { unit_uuid: form.unit_uuid }),
    company_role: form.company_role,
    default_lang: language,
    permissions: [...INVITEE_GRANTS],
    products: [...form.products],
  };
}

/** The server's field errors as one text per form field (lists joined). */
export function fieldErrors(
  errors: Readonly<Record<string, string | string[]>>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, value]) => [
      field,
      Array.isArray(value) ? value.join(' ') : value,
    ]),
  );
}

/** Product names for codes, in the given order of the company's products; unknown codes as is. */
export function productNames(
  codes: readonly string[],
  products: readonly { code: string; name: string }[],
): string[] {
  return codes.map((code) => products.find((product) => product.code === code)?.name ?? code);
}
