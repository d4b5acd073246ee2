import { type FreeCard, type User } from './user.entity';
import { type UserMemberships } from './user-memberships.service';
import {
  NO_PROFILE_FACTS,
  type ProfilePerson,
  type UserProfileFacts,
} from './user-profile-facts.service';
import { type ConsentAcceptanceView } from 'src/documents/consent-document-view';

/** A user as the specification's front ends read it (section 3, User). */
export interface CurrentUserProfile {
  id: number;
  uuid: string;
  external_id: string | null;
  email: string;
  phone: string | null;
  /** Null for staff when `protected_identity` (see users/protected-identity.ts). */
  national_id: string | null;
  /** The person has a protected identity (skyddad identitet): staff see no personal number. */
  protected_identity: boolean;
  birth_year: number | null;
  gender: string | null;
  position: string | null;
  specialty: string | null;
  role: string;
  role_name: string;
  roles: string[];
  permissions: string[];
  default_lang: string;
  white_label: string | null;
  profile: { id: number; first_name: string; last_name: string };
  companies: {
    uuid: string;
    name: string;
    company_role: string;
    /** The confirmed work e-mail linking the user to the company, if any. */
    company_email: string | null;
    default_company_unit_uuid: string | null;
  }[];
  company_units: { uuid: string; company_uuid: string; type: string | null }[];
  health_coach: ProfilePerson | null;
  /** The client's therapist (the active assignment), if any. */
  therapist: ProfilePerson | null;
  platform_start_date: string | null;
  platform_end_date: string | null;
  free_card: FreeCard | null;
  terms_accepted_at: Date | null;
  activated_at: Date | null;
  displayed_finding_therapist_dialog_at: Date | null;
  promotion_code: string | null;
  consent_documents: ConsentAcceptanceView[];
}

/**
 * Builds the User of the specification from a user whose gender, position, speciality and health
 * coach are loaded, their memberships, and every grant they hold.
 */
export function profileView(
  user: User,
  memberships: UserMemberships,
  grants: readonly string[],
  facts: UserProfileFacts = NO_PROFILE_FACTS,
): CurrentUserProfile {
  const units = memberships.units.map((membership) => membership.unit);
  const coach = user.healthCoach;
  return {
    id: user.id,
    uuid: user.uuid,
    external_id: user.externalId,
    email: user.email,
    phone: user.phone,
    national_id: facts.nationalId,
    protected_identity: user.protectedIdentity,
    birth_year: user.birthYear,
    gender: user.gender?.code ?? null,
    position: user.position?.code ?? null,
    specialty: user.speciality?.code ?? null,
    role: user.role,
    role_name: user.role,
    roles: [user.role],
    permissions: [...grants],
    default_lang: user.defaultLang,
    white_label: user.whiteLabel,
    profile: { id: user.id, first_name: user.firstName, last_name: user.lastName },
    companies: memberships.companies.map(({ company, companyRole }) => ({
      uuid: company.uuid,
      name: company.name,
      company_role: companyRole,
      company_email: facts.companyEmails.get(company.id) ?? null,
      default_company_unit_uuid: units.find((unit) => unit.company === company)?.uuid ?? null,
    })),
    company_units: units.map((unit) => ({
      uuid: unit.uuid,
      company_uuid: unit.company.uuid,
      type: unit.type,
    })),
    health_coach: coach
      ? { uuid: coach.uuid, first_name: coach.firstName, last_name: coach.lastName }
      : null,
    therapist: facts.therapist,
    platform_start_date: user.platformStartDate,
    platform_end_date: user.platformEndDate,
    free_card: user.freeCard,
    terms_accepted_at: user.termsAcceptedAt,
    activated_at: user.activatedAt,
    displayed_finding_therapist_dialog_at: user.displayedFindingTherapistDialogAt,
    promotion_code: user.promotionCode,
    consent_documents: facts.consentDocuments,
  };
}

/** The relations profileView reads, for `populate`. */
export const PROFILE_RELATIONS = ['gender', 'position', 'speciality', 'healthCoach'] as const;
