import { type CompanyRole, type Role } from '@sinnro/access';

/** A service (product) assigned to a member, named in the caller's language. */
export interface CompanyUserService {
  code: string;
  name: string;
}

/** A member of a company as its administrators list them, with what they were given. */
export interface CompanyUserView {
  uuid: string;
  first_name: string;
  last_name: string;
  email: string;
  /** The member's platform role (a clinic lists its clinicians and clients by it). */
  role: Role;
  company_role: CompanyRole;
  /** The member's units of this company, by name. */
  units: { uuid: string; name: string }[];
  /** The products of the member's accepted invitations to this company, in catalogue order. */
  services: CompanyUserService[];
  /** The member's credits in this company (null: never granted any). */
  credits: { total: number; taken: number; available: number } | null;
  /** `invited`: the member never set a password nor was activated (not yet an active user). */
  status: 'active' | 'invited';
  /** When the newest open invitation of an invited member was sent (else the account's making). */
  invited_at: Date | null;
}

export interface CompanyUserPage {
  data: CompanyUserView[];
  total: number;
  page: number;
  per_page: number;
}
