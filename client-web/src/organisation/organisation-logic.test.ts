import { describe, expect, it } from 'vitest';
import { type CompanyUnit, type CompanyUser } from '../services/services-api';
import { creditSum, membersWithoutUnit, unitCount, unitTree } from './organisation-logic';

function unit(uuid: string, name: string, parent: string | null): CompanyUnit {
  return {
    id: 1,
    uuid,
    company_uuid: 'c',
    parent_uuid: parent,
    name,
    type: null,
    legal_entity: false,
    legal_name: null,
    vat_number: null,
    street_address: null,
    postcode: null,
    city: null,
    contact_name: null,
    visible_to_everyone: false,
    sub_units_count: 0,
  };
}

function member(uuid: string, units: string[], credits: [number, number] | null): CompanyUser {
  return {
    uuid,
    first_name: uuid,
    last_name: 'Test',
    email: `${uuid}@example.com`,
    role: 'client',
    company_role: 'standard-user',
    units: units.map((held) => ({ uuid: held, name: held })),
    services: [],
    status: 'active',
    invited_at: null,
    credits: credits && {
      total: credits[0],
      taken: credits[1],
      available: credits[0] - credits[1],
    },
  };
}

const UNITS = [
  unit('prod', 'Produktion', null),
  unit('gbg', 'Produktion Göteborg', 'prod'),
  unit('led', 'Ledning', null),
  unit('gbg-lager', 'Lager', 'gbg'),
];
const MEMBERS = [
  member('anna', ['led'], [10, 4]),
  member('bo', ['gbg'], [5, 0]),
  member('cia', ['gbg', 'prod'], null),
  member('dan', [], [3, 3]),
];

describe('the organisation tree', () => {
  it('puts sub-units under their parents, by name at every level, with each unit’s members', () => {
    const tree = unitTree(UNITS, MEMBERS);
    expect(tree.map((node) => node.name)).toEqual(['Ledning', 'Produktion']);
    const production = tree[1];
    expect(production?.members.map((m) => m.uuid)).toEqual(['cia']);
    expect(production?.children.map((node) => node.name)).toEqual(['Produktion Göteborg']);
    const gothenburg = production?.children[0];
    expect(gothenburg?.members.map((m) => m.uuid)).toEqual(['bo', 'cia']);
    expect(gothenburg?.children.map((node) => node.name)).toEqual(['Lager']);
    expect(unitCount(tree)).toBe(4);
  });

  it('sums the credits of a unit’s own members', () => {
    const [ledning, production] = unitTree(UNITS, MEMBERS);
    expect(ledning?.credits).toEqual({ total: 10, taken: 4, available: 6 });
    expect(production?.credits).toEqual({ total: 0, taken: 0, available: 0 });
    expect(production?.children[0]?.credits).toEqual({ total: 5, taken: 0, available: 5 });
    expect(creditSum(MEMBERS)).toEqual({ total: 18, taken: 7, available: 11 });
  });

  it('makes a unit whose parent is out of sight a root, and narrows to one branch on request', () => {
    const visible = UNITS.filter((candidate) => candidate.uuid !== 'prod');
    expect(unitTree(visible, MEMBERS).map((node) => node.name)).toEqual([
      'Ledning',
      'Produktion Göteborg',
    ]);
    const branch = unitTree(UNITS, MEMBERS, 'gbg');
    expect(branch.map((node) => node.name)).toEqual(['Produktion Göteborg']);
    expect(unitCount(branch)).toBe(2);
  });

  it('lists the members of no visible unit apart', () => {
    expect(membersWithoutUnit(UNITS, MEMBERS).map((m) => m.uuid)).toEqual(['dan']);
  });
});
