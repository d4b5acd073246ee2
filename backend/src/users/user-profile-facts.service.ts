import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { CompanyEmailLink } from 'src/company-links/company-email-link.entity';
import { ConsentAcceptance } from 'src/documents/consent-acceptance.entity';
import {
  type ConsentAcceptanceView,
  consentAcceptanceView,
} from 'src/documents/consent-document-view';
import { type User } from './user.entity';

/** What the User view shows beyond memberships: confirmed work e-mails and accepted consents. */
export interface UserProfileFacts {
  /** Confirmed company e-mail by company id. */
  companyEmails: Map<number, string>;
  consentDocuments: ConsentAcceptanceView[];
}

export const NO_PROFILE_FACTS: UserProfileFacts = {
  companyEmails: new Map(),
  consentDocuments: [],
};

/** Loads a user's profile facts (two queries); only the profile views need them. */
@Injectable()
export class UserProfileFactsService {
  constructor(private readonly em: EntityManager) {}

  async of(user: User): Promise<UserProfileFacts> {
    const [links, acceptances] = await Promise.all([
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
    ]);
    return {
      companyEmails: new Map(links.map((link) => [link.company.id, link.email])),
      consentDocuments: acceptances.map(consentAcceptanceView),
    };
  }
}
