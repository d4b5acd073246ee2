import { eidRequired } from './staff-eid-rule';

const member = (companyRole: string, requireEidForStaff = false) => ({
  companyRole,
  requireEidForStaff,
});

describe('eidRequired', () => {
  it('is off for everyone when nothing is listed and no company asks', () => {
    expect(eidRequired('admin', [], [])).toBe(false);
    expect(eidRequired('clinic-therapist', [member('standard-user')], [])).toBe(false);
  });

  it('follows the platform roles of REQUIRE_EID_FOR', () => {
    const listed = ['admin', 'hc', 'therapist-premium', 'clinic-therapist', 'clinic-admin'];
    expect(eidRequired('admin', [], listed)).toBe(true);
    expect(eidRequired('clinic-admin', [], listed)).toBe(true);
    expect(eidRequired('client', [], listed)).toBe(false);
    expect(eidRequired('cc', [], listed)).toBe(false);
  });

  it('reaches company administrators when company-admin is listed', () => {
    expect(eidRequired('client', [member('company-admin')], ['company-admin'])).toBe(true);
    expect(eidRequired('client', [member('standard-user')], ['company-admin'])).toBe(false);
  });

  it("applies a company's flag to its staff only, never to its clients", () => {
    expect(eidRequired('client', [member('standard-user', true)], [])).toBe(false);
    expect(eidRequired('client', [member('company-admin', true)], [])).toBe(true);
    expect(eidRequired('clinic-therapist', [member('standard-user', true)], [])).toBe(true);
    expect(eidRequired('clinic-therapist', [member('standard-user', false)], [])).toBe(false);
  });
});
