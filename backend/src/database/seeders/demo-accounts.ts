import { type CompanyRole, type Role } from '@sinnro/access';

/** Printed by `npm start` and named in the README; never used when NODE_ENV is production. */
export const DEFAULT_SEED_PASSWORD = 'Sinnro-demo-2026';

export interface DemoAccount {
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
  /** Membership of the demo company, if any. */
  companyRole?: CompanyRole;
  /** Personal identity number for the e-ID login (valid check digit; not a real person's). */
  nationalId?: string;
}

/** One demo account per role, plus a company administrator (a client with the company-admin role). */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'admin@example.com', role: 'admin', firstName: 'Astrid', lastName: 'Andersson' },
  { email: 'cc@example.com', role: 'cc', firstName: 'Cecilia', lastName: 'Carlsson' },
  { email: 'hc@example.com', role: 'hc', firstName: 'Hugo', lastName: 'Holm' },
  {
    email: 'client@example.com',
    role: 'client',
    firstName: 'Klara',
    lastName: 'Karlsson',
    companyRole: 'standard-user',
    nationalId: '199001012385',
  },
  {
    email: 'clinic-admin@example.com',
    role: 'clinic-admin',
    firstName: 'Nils',
    lastName: 'Nyberg',
  },
  {
    email: 'clinic-therapist@example.com',
    role: 'clinic-therapist',
    firstName: 'Tove',
    lastName: 'Lind',
  },
  {
    email: 'therapist-premium@example.com',
    role: 'therapist-premium',
    firstName: 'Petra',
    lastName: 'Berg',
    nationalId: '198505153471',
  },
  {
    email: 'company-admin@example.com',
    role: 'client',
    firstName: 'Erik',
    lastName: 'Ek',
    companyRole: 'company-admin',
  },
  // The demo clinic's client (a member of Demokliniken AB, see DEMO_CLINIC), treated by the
  // demo clinic therapist.
  {
    email: 'klinikklient@example.com',
    role: 'client',
    firstName: 'Kim',
    lastName: 'Klinikklient',
  },
];

/** Fixed ids, so the seeder finds its own rows again and links in demos stay stable. */
export const DEMO_COMPANY = {
  uuid: '5e1d0c0a-0000-4000-8000-000000000001',
  name: 'Exempelbolaget AB',
  units: [
    { uuid: '5e1d0c0a-0000-4000-8000-000000000011', name: 'Ledning', type: 'Admin', parent: null },
    { uuid: '5e1d0c0a-0000-4000-8000-000000000012', name: 'Produktion', type: null, parent: null },
    {
      uuid: '5e1d0c0a-0000-4000-8000-000000000013',
      name: 'Produktion Göteborg',
      type: null,
      parent: '5e1d0c0a-0000-4000-8000-000000000012',
    },
  ],
} as const;

/**
 * A second company nobody of the demo accounts belongs to: the "foreign company" of the
 * authorization tests (company admins of Exempelbolaget must get 404 for anything of it).
 */
export const DEMO_OTHER_COMPANY = {
  uuid: '5e1d0c0a-0000-4000-8000-000000000002',
  name: 'Andra Bolaget AB',
  unit: { uuid: '5e1d0c0a-0000-4000-8000-000000000021', name: 'Huvudkontor' },
  /** A member of the other company (client role), for foreign-user rows. */
  member: { email: 'olle.annan@example.com', firstName: 'Olle', lastName: 'Annan' },
} as const;

/**
 * The demo clinic (company of type clinic): the demo clinic admin, the clinic therapist and the
 * clinic's client are members (standard users), so the clinic roles' `[company]` grants reach its
 * clients; the clinic therapist treats the clinic client (Therapist assisted).
 */
export const DEMO_CLINIC = {
  uuid: '5e1d0c0a-0000-4000-8000-000000000003',
  name: 'Demokliniken AB',
  members: ['clinic-admin@example.com', 'clinic-therapist@example.com', 'klinikklient@example.com'],
  client: 'klinikklient@example.com',
  therapist: 'clinic-therapist@example.com',
  subscriptionUuid: 'dc0c0de0-0000-4000-8000-000000000351',
} as const;
