import { CARE_RELATIONS } from '../access-log-relations';
import { flagOf } from './review-flags';

describe('the sample review flag rule', () => {
  it('flags a read with no care relation, whatever the treatment', () => {
    expect(flagOf({ relation: 'none', treatmentEnded: false })).toBe('no-care-relation');
    expect(flagOf({ relation: 'none', treatmentEnded: true })).toBe('no-care-relation');
  });

  it('flags platform staff and impersonating admins: their role lets them read, not a relation', () => {
    expect(flagOf({ relation: 'platform-staff', treatmentEnded: false })).toBe(
      'staff-without-care-relation',
    );
    expect(flagOf({ relation: 'impersonation', treatmentEnded: false })).toBe(
      'staff-without-care-relation',
    );
  });

  it.each(['assigned-therapist', 'health-coach', 'clinic-member'] as const)(
    'leaves a read by the %s unflagged while the treatment goes on, flags it once it had ended',
    (relation) => {
      expect(flagOf({ relation, treatmentEnded: false })).toBeNull();
      expect(flagOf({ relation, treatmentEnded: true })).toBe('treatment-ended');
    },
  );

  it('decides every care relation', () => {
    for (const relation of CARE_RELATIONS) {
      expect(() => flagOf({ relation, treatmentEnded: false })).not.toThrow();
    }
  });
});
