/**
 * Reference data of the programs catalogue, with fixed uuids so other seeders, tests and clients
 * can name them. The two subscription model names are the specification's special names.
 */
export const SUBSCRIPTION_MODELS = {
  selfStudy: { uuid: '5b0c0de1-0000-4000-8000-000000000001', name: 'Self study', type: 'icbt' },
  therapistAssisted: {
    uuid: '5b0c0de1-0000-4000-8000-000000000002',
    name: 'Therapist assisted',
    type: 'icbt',
  },
} as const;

export const DURATION_OPTIONS = [
  { days: 28, nameSv: '4 veckor', nameEn: '4 weeks' },
  { days: 56, nameSv: '8 veckor', nameEn: '8 weeks' },
  { days: 84, nameSv: '12 veckor', nameEn: '12 weeks' },
  { days: 365, nameSv: '1 år', nameEn: '1 year' },
] as const;

export const MODULE_GROUPS = [
  { value: 'depression', nameSv: 'Depression', nameEn: 'Depression' },
  { value: 'anxiety', nameSv: 'Ångest', nameEn: 'Anxiety' },
  { value: 'sleep', nameSv: 'Sömn', nameEn: 'Sleep' },
  { value: 'stress', nameSv: 'Stress', nameEn: 'Stress' },
] as const;
