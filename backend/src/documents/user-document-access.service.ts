import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type Role, scopedSubject } from '@sinnro/access';
import { type CallerAccess } from 'src/access/caller-access';
import { ApiException } from 'src/common/errors/api-exception';
import { CompanyMember } from 'src/companies/company-member.entity';
import { type Company } from 'src/companies/company.entity';
import { type UserReference } from 'src/users/user-reference.pipe';
import { User } from 'src/users/user.entity';

/** Therapists never see a client's employer documents, whatever else they hold. */
const THERAPIST_ROLES: readonly Role[] = ['clinic-therapist', 'therapist-premium'];

/** The user the documents belong to, with the companies (employers) they are a member of. */
export interface DocumentOwner {
  user: User;
  companies: Company[];
}

/**
 * Who may see and file a user's documents. The specification: "visible to the linked employer
 * only. Neither the user nor the therapist can see them". Reading needs `user/document.read` in
 * the document's company (company admins hold it as `[company]`; no platform role holds it, so
 * platform admins are refused too). The user and therapists get an explicit 403; anyone else
 * whose scope does not reach the user gets 404.
 */
@Injectable()
export class UserDocumentAccessService {
  constructor(private readonly em: EntityManager) {}

  async owner(reference: UserReference): Promise<DocumentOwner> {
    const user = await this.em.findOne(User, reference);
    if (!user) throw ApiException.notFound();
    const memberships = await this.em.find(
      CompanyMember,
      { user },
      { populate: ['company'], orderBy: { id: 'asc' } },
    );
    return { user, companies: memberships.map((membership) => membership.company) };
  }

  /** The owner's companies whose documents the caller may read; throws 403/404 otherwise. */
  readableCompanies(caller: CallerAccess, owner: DocumentOwner): Company[] {
    if (caller.user.id === owner.user.id || THERAPIST_ROLES.includes(caller.user.role)) {
      throw ApiException.forbidden('documents.hiddenFromUserAndTherapist');
    }
    const readable = owner.companies.filter((company) => mayRead(caller, company));
    if (readable.length === 0) throw ApiException.notFound();
    return readable;
  }

  /**
   * The owner's companies the caller may file a document with: the user for any of their own
   * employers; the employer's company admins (who may read them) and platform staff who manage
   * the company (`company.update.[*]`: admin, hc) for the companies in their scope.
   */
  fileableCompanies(caller: CallerAccess, owner: DocumentOwner): Company[] {
    if (caller.user.id === owner.user.id) return owner.companies;
    const fileable = owner.companies.filter(
      (company) =>
        mayRead(caller, company) ||
        caller.ability.can('update', scopedSubject('company', { companyUuid: company.uuid })),
    );
    if (fileable.length === 0) throw ApiException.notFound();
    return fileable;
  }
}

export function mayRead(caller: CallerAccess, company: Company): boolean {
  return caller.ability.can('read', scopedSubject('user/document', { companyUuid: company.uuid }));
}
