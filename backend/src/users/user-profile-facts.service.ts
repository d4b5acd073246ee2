import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { CompanyEmailLink } from 'src/company-links/company-email-link.entity';
import { ConsentAcceptance } from 'src/documents/consent-acceptance.entity';
import {
  type ConsentAcceptanceView,
  consentAcceptanceView,
} from 'src/documents/consent-document-view';
import { TherapistAssignment } from 'src/care-team/therapist-assignment.entity';
import { NationalIdCipher } from './national-id/national-id-cipher';
import { type NationalIdViewer, visibleNationalId } from './protected-identity';
import { type User } from './user.entity';

export interface ProfilePerson {
  uuid: string;
  first_name: string;
  last_name: string;
}

/**
 * What the User view shows beyond memberships: confirmed work e-mails, accepted consents, the
 * client's therapist (my contacts, and whom the client may message) and the opened personal number.
 */
export interface UserProfileFacts {
  /** Confirmed company e-mail by company id. */
  companyEmails: Map<number, string>;
  consentDocuments: ConsentAcceptanceView[];
  therapist: ProfilePerson | null;
  /**
   * The personal identity number, opened from its sealed column (see NationalIdCipher); null for
   * staff when the user has a protected identity (see protected-identity.ts).
   */
  nationalId: string | null;
}

export const NO_PROFILE_FACTS: UserProfileFacts = {
  companyEmails: new Map(),
  consentDocuments: [],
  therapist: null,
  nationalId: null,
};

/** Loads a user's profile facts (three queries); only the profile views need them. */
@Injectable()
export class UserProfileFactsService {
  constructor(
    private readonly em: EntityManager,
    private readonly nationalIds: NationalIdCipher,
  ) {}

  /** `viewer`: the person themself, or staff (who never see a protected identity's number). */
  async of(user: User, viewer: NationalIdViewer): Promise<UserProfileFacts> {
    const [links, acceptances, assignment] = await Promise.all([
      this.em.find(
        CompanyEmailLink,
        { user, confirmedAt: { $ne: null } },
        { orderBy: { id: 'asc' } },
      ),
      this.em.find(
        ConsentAcceptance,
        { user },
        { populate: ['consentDocument.company'], orderBy: { acceptedAt: 'desc', id: 'desc' } },
      ),
      this.em.findOne(
        TherapistAssignment,
        { client: user, endedAt: null },
        { populate: ['therapist'], orderBy: { createdAt: 'desc', id: 'desc' } },
      ),
    ]);
    const therapist = assignment?.therapist;
    return {
      companyEmails: new Map(links.map((link) => [link.company.id, link.email])),
      consentDocuments: acceptances.map(consentAcceptanceView),
      therapist: therapist
        ? { uuid: therapist.uuid, first_name: therapist.firstName, last_name: therapist.lastName }
        : null,
      nationalId: visibleNationalId(
        user,
        () => this.nationalIds.openOrNull(user.nationalIdSealed),
        viewer,
      ).national_id,
    };
  }
}
