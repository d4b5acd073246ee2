import { describe, expect, it } from 'vitest';
import {
  administeredCompanies,
  assignableProducts,
  EMPTY_INVITATION,
  fieldErrors,
  initialUnit,
  invitationPayload,
  productNames,
  unitChoices,
} from './services-logic';

const company = (uuid: string, name: string, company_role: string) => ({
  uuid,
  name,
  company_role,
  company_email: null,
  default_company_unit_uuid: `${uuid}-unit`,
});

describe('administeredCompanies', () => {
  it('keeps the companies the user administers, by name', () => {
    const companies = administeredCompanies({
      companies: [
        company('b', 'Bolaget', 'company-admin'),
        company('c', 'Cirkus', 'standard-user'),
        company('a', 'Ateljén', 'company-admin'),
      ],
    });
    expect(companies.map((entry) => entry.uuid)).toEqual(['a', 'b']);
    expect(companies[0]).toEqual({
      uuid: 'a',
      name: 'Ateljén',
      default_company_unit_uuid: 'a-unit',
    });
  });

  it('falls back to every company when the user administers none', () => {
    const companies = administeredCompanies({
      companies: [company('c', 'Cirkus', 'standard-user')],
    });
    expect(companies.map((entry) => entry.uuid)).toEqual(['c']);
    expect(administeredCompanies({ companies: [] })).toEqual([]);
  });
});

describe('unitChoices', () => {
  it('puts each unit under its parent, siblings by name, and orphans at the top', () => {
    const choices = unitChoices([
      { uuid: 'p', name: 'Produktion', parent_uuid: null },
      { uuid: 'g', name: 'Produktion Göteborg', parent_uuid: 'p' },
      { uuid: 'l', name: 'Ledning', parent_uuid: null },
      { uuid: 'a', name: 'Alingsås', parent_uuid: 'p' },
      { uuid: 'o', name: 'Orphan', parent_uuid: 'not-listed' },
    ]);
    expect(choices).toEqual([
      { uuid: 'l', name: 'Ledning', depth: 0 },
      { uuid: 'o', name: 'Orphan', depth: 0 },
      { uuid: 'p', name: 'Produktion', depth: 0 },
      { uuid: 'a', name: 'Alingsås', depth: 1 },
      { uuid: 'g', name: 'Produktion Göteborg', depth: 1 },
    ]);
  });

  it('starts with the default unit when offered, else the first, else none', () => {
    const choices = [
      { uuid: 'l', name: 'Ledning', depth: 0 },
      { uuid: 'p', name: 'Produktion', depth: 0 },
    ];
    expect(initialUnit(choices, 'p')).toBe('p');
    expect(initialUnit(choices, 'elsewhere')).toBe('l');
    expect(initialUnit(choices, null)).toBe('l');
    expect(initialUnit([], null)).toBe('');
  });
});

describe('assignableProducts', () => {
  it('offers ordered, enabled products by sort order', () => {
    const products = assignableProducts([
      { code: 'late', is_selected: true, is_disabled: false, sort_order: 50 },
      { code: 'off', is_selected: true, is_disabled: true, sort_order: 1 },
      { code: 'unordered', is_selected: false, is_disabled: false, sort_order: 2 },
      { code: 'early', is_selected: true, is_disabled: false, sort_order: 10 },
    ]);
    expect(products.map((product) => product.code)).toEqual(['early', 'late']);
  });
});

describe('invitationPayload', () => {
  it('sends trimmed details, the 12 digits of the national id, the grants and the services', () => {
    expect(
      invitationPayload(
        'company-1',
        {
          ...EMPTY_INVITATION,
          first_name: ' Ines ',
          last_name: 'Inbjuden ',
          email: ' ines@exempelbolaget.se',
          phone: '070-123 45 67',
          national_id: '19900101-2385',
          unit_uuid: 'unit-1',
          products: ['therapist_call_25', 'assessment'],
        },
        'sv',
      ),
    ).toEqual({
      first_name: 'Ines',
      last_name: 'Inbjuden',
      email: 'ines@exempelbolaget.se',
      phone: '070-123 45 67',
      national_id: '199001012385',
      company_uuid: 'company-1',
      unit_uuid: 'unit-1',
      company_role: 'standard-user',
      default_lang: 'sv',
      permissions: ['user/credit.read.[user]'],
      products: ['therapist_call_25', 'assessment'],
    });
  });

  it('leaves the unit out when none is chosen, so the server names the field', () => {
    const payload = invitationPayload('company-1', EMPTY_INVITATION, 'en');
    expect(payload).not.toHaveProperty('unit_uuid');
    expect(payload.default_lang).toBe('en');
  });
});

describe('fieldErrors and productNames', () => {
  it('joins a field’s messages into one text', () => {
    expect(fieldErrors({ email: ['E-mail already exists'], phone: 'Too long' })).toEqual({
      email: 'E-mail already exists',
      phone: 'Too long',
    });
    expect(fieldErrors({ national_id: ['Required', 'Must be 12 digits'] })).toEqual({
      national_id: 'Required Must be 12 digits',
    });
  });

  it('names products by code and keeps an unknown code as it is', () => {
    expect(
      productNames(['assessment', 'gone'], [{ code: 'assessment', name: 'Bedömning' }]),
    ).toEqual(['Bedömning', 'gone']);
  });
});
