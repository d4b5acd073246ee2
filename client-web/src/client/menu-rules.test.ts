import { describe, expect, it } from 'vitest';
import { makeUser } from '../test/fixtures';
import {
  clientMenuEntries,
  clientTabEntries,
  MORE_DRAWER_ENTRIES,
  showsSupportLink,
} from './menu-rules';
import { type HeldSubscriptions, NO_SUBSCRIPTIONS } from './program-subscriptions';

const COMPANY = '5e1d0c0a-0000-4000-8000-000000000001';
const ADMIN_UNIT = '5e1d0c0a-0000-4000-8000-000000000011';
const company = {
  uuid: COMPANY,
  name: 'Exempelbolaget AB',
  company_role: 'company-admin',
  company_email: null,
  default_company_unit_uuid: ADMIN_UNIT,
};
const adminUnit = { uuid: ADMIN_UNIT, company_uuid: COMPANY, type: 'Admin' };

const SELF_STUDY: HeldSubscriptions = { selfStudy: true, therapistAssisted: false };
const THERAPIST_ASSISTED: HeldSubscriptions = { selfStudy: false, therapistAssisted: true };

const keys = (entries: { key: string }[]) => entries.map((entry) => entry.key);

describe('client side menu', () => {
  it('shows a plain client dashboard, my programs, my contacts and appointments', () => {
    expect(keys(clientMenuEntries(makeUser(), NO_SUBSCRIPTIONS))).toEqual([
      'dashboard',
      'treatment',
      'contacts',
      'appointments',
    ]);
  });

  it('shows services first to a user who may create user invitations', () => {
    const user = makeUser({ permissions: ['user-invitation.create.[company-unit]'] });
    expect(clientMenuEntries(user, NO_SUBSCRIPTIONS)[0]).toEqual({
      key: 'services',
      path: '/client/services',
    });
  });

  it('shows self help only with a Self study subscription', () => {
    expect(keys(clientMenuEntries(makeUser(), NO_SUBSCRIPTIONS))).not.toContain('selfHelp');
    expect(keys(clientMenuEntries(makeUser(), THERAPIST_ASSISTED))).not.toContain('selfHelp');
    expect(keys(clientMenuEntries(makeUser(), SELF_STUDY))).toContain('selfHelp');
  });

  it('shows messages with a Therapist assisted subscription or chat.read.[company]', () => {
    expect(keys(clientMenuEntries(makeUser(), NO_SUBSCRIPTIONS))).not.toContain('messages');
    expect(keys(clientMenuEntries(makeUser(), SELF_STUDY))).not.toContain('messages');
    expect(keys(clientMenuEntries(makeUser(), THERAPIST_ASSISTED))).toContain('messages');
    const standardUser = makeUser({ permissions: ['chat.read.[company]'] });
    expect(keys(clientMenuEntries(standardUser, NO_SUBSCRIPTIONS))).toContain('messages');
  });

  it('shows my organisation with company read and a company, on its default unit', () => {
    const admin = makeUser({
      permissions: ['company.read.[company]', 'company-unit.read.[company-unit]'],
      companies: [company],
      company_units: [adminUnit],
    });
    const entries = clientMenuEntries(admin, NO_SUBSCRIPTIONS);
    expect(entries).toContainEqual({
      key: 'organisation',
      path: `/companies/units/overview/${ADMIN_UNIT}/${COMPANY}/${ADMIN_UNIT}`,
    });
    // Company read hides "my organization unit".
    expect(keys(entries)).not.toContain('organisationUnit');
  });

  it('hides my organisation without a company, even with company read', () => {
    const user = makeUser({ permissions: ['company.read.[company]'] });
    expect(keys(clientMenuEntries(user, NO_SUBSCRIPTIONS))).not.toContain('organisation');
  });

  it('shows my organisation unit with company-unit read, no company read and an Admin unit', () => {
    const unitReader = makeUser({
      permissions: ['company-unit.read.[company-unit]'],
      companies: [company],
      company_units: [adminUnit],
    });
    expect(clientMenuEntries(unitReader, NO_SUBSCRIPTIONS)).toContainEqual({
      key: 'organisationUnit',
      path: `/companies/units/overview/${COMPANY}/${ADMIN_UNIT}`,
    });
    const otherUnit = makeUser({
      permissions: ['company-unit.read.[company-unit]'],
      company_units: [{ ...adminUnit, type: null }],
    });
    expect(keys(clientMenuEntries(otherUnit, NO_SUBSCRIPTIONS))).not.toContain('organisationUnit');
  });

  it('keeps the specification’s order', () => {
    const everything = makeUser({
      permissions: ['user-invitation.create.[company-unit]', 'company.read.[company]'],
      companies: [company],
      company_units: [adminUnit],
    });
    expect(
      keys(clientMenuEntries(everything, { selfStudy: true, therapistAssisted: true })),
    ).toEqual([
      'services',
      'dashboard',
      'treatment',
      'selfHelp',
      'organisation',
      'messages',
      'contacts',
      'appointments',
    ]);
  });
});

describe('bottom tab bar', () => {
  it('shows home and messages without subscriptions', () => {
    expect(keys(clientTabEntries(NO_SUBSCRIPTIONS))).toEqual(['home', 'messages']);
  });

  it('adds treatment only with Therapist assisted and self help only with Self study', () => {
    expect(keys(clientTabEntries(THERAPIST_ASSISTED))).toEqual(['home', 'treatment', 'messages']);
    expect(keys(clientTabEntries(SELF_STUDY))).toEqual(['home', 'selfHelp', 'messages']);
    expect(keys(clientTabEntries({ selfStudy: true, therapistAssisted: true }))).toEqual([
      'home',
      'treatment',
      'selfHelp',
      'messages',
    ]);
  });
});

describe('more drawer', () => {
  it('holds profile, my contacts and appointments', () => {
    expect(keys([...MORE_DRAWER_ENTRIES])).toEqual(['profile', 'contacts', 'appointments']);
  });

  it('hides the support link for users of the configured partner company only', () => {
    const member = makeUser({ companies: [company] });
    expect(showsSupportLink(member, null)).toBe(true);
    expect(showsSupportLink(member, 'another-company')).toBe(true);
    expect(showsSupportLink(member, COMPANY)).toBe(false);
  });
});
