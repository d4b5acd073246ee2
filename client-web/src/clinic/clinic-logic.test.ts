import { describe, expect, it } from 'vitest';
import { clinicInvitationPayload, clinicOf, EMPTY_CLINIC_INVITATION } from './clinic-logic';

describe('clinic logic', () => {
  it('sends a clinician with a grant of their role, trimmed, with no unit', () => {
    const body = clinicInvitationPayload(
      'c1',
      {
        ...EMPTY_CLINIC_INVITATION,
        first_name: ' Bea ',
        last_name: 'Behandlare',
        email: ' bea@example.com ',
        phone: '070-123 45 67',
        national_id: '19900101-2385',
        role: 'clinic-therapist',
        products: ['digital_treatment'],
      },
      'en',
    );
    expect(body).toEqual({
      first_name: 'Bea',
      last_name: 'Behandlare',
      email: 'bea@example.com',
      phone: '070-123 45 67',
      national_id: '199001012385',
      company_uuid: 'c1',
      role: 'clinic-therapist',
      company_role: 'standard-user',
      default_lang: 'en',
      permissions: ['faq.read.[therapist]'],
      products: ['digital_treatment'],
    });
    expect(clinicInvitationPayload('c1', EMPTY_CLINIC_INVITATION, 'sv').permissions).toEqual([
      'user/credit.read.[user]',
    ]);
  });

  it('sends a client’s therapist and program when chosen, and never a clinician’s', () => {
    const chosen = { ...EMPTY_CLINIC_INVITATION, therapist_uuid: 't1', program_uuid: 'p1' };
    expect(clinicInvitationPayload('c1', chosen, 'sv')).toMatchObject({
      therapist_uuid: 't1',
      program_uuid: 'p1',
    });
    const none = clinicInvitationPayload('c1', EMPTY_CLINIC_INVITATION, 'sv');
    expect('therapist_uuid' in none || 'program_uuid' in none).toBe(false);
    const clinician = clinicInvitationPayload('c1', { ...chosen, role: 'clinic-therapist' }, 'sv');
    expect('therapist_uuid' in clinician || 'program_uuid' in clinician).toBe(false);
  });

  it('takes the first clinic by name, or none', () => {
    const company = (uuid: string, name: string) => ({
      uuid,
      name,
      company_role: 'standard-user' as const,
      company_email: null,
      default_company_unit_uuid: null,
    });
    expect(clinicOf({ companies: [company('b', 'Öst'), company('a', 'Demokliniken AB')] })).toEqual(
      { uuid: 'a', name: 'Demokliniken AB' },
    );
    expect(clinicOf({ companies: [] })).toBeNull();
  });
});
