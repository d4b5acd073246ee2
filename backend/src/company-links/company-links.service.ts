import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { type CallerAccess } from 'src/access/caller-access';
import { newSecretToken, secretTokenHash } from 'src/access/password-reset/secret-token';
import { AuditService } from 'src/audit/audit.service';
import { ApiException } from 'src/common/errors/api-exception';
import { CompanyMember } from 'src/companies/company-member.entity';
import { CompanyUnitMember } from 'src/companies/company-unit-member.entity';
import { CompanyUnit } from 'src/companies/company-unit.entity';
import { Company } from 'src/companies/company.entity';
import { Environment } from 'src/config/environment';
import { MailService } from 'src/mail/mail.service';
import { User } from 'src/users/user.entity';
import { companyLinkMail } from './company-link-mail';
import { CompanyEmailLink } from './company-email-link.entity';

/** How long a mailed confirmation link works. */
export const COMPANY_LINK_TOKEN_HOURS = 24;

export interface LinkRequested {
  company: Company;
  expiresAt: Date;
}

export interface ConfirmedLink {
  company: Company;
  email: string;
  companyRole: CompanyMember['companyRole'];
}

export interface Unlinked {
  company: Company;
  membershipEnded: boolean;
}

/**
 * The company e-mail link: a user names their work address, confirms it through a single-use
 * mailed link (only the token's SHA-256 is stored), and becomes a standard user of the company
 * whose registered domain the address is on. Unlinking ends the membership the link made.
 */
@Injectable()
export class CompanyLinksService {
  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    @Inject(Environment) private readonly environment: Environment,
  ) {}

  /**
   * Mails a confirmation link to the work address; earlier unconfirmed links stop working. The
   * answer is the same whether or not another account has linked the address (the confirm step
   * refuses it then, to whoever reads that mailbox), so it tells nobody whose address is linked.
   */
  async request(caller: CallerAccess, email: string): Promise<LinkRequested> {
    const domain = email.slice(email.lastIndexOf('@') + 1);
    const company = await this.em.findOne(Company, { emailDomain: domain });
    if (!company) {
      const ref = { key: 'companyLink.noCompanyForDomain', params: { domain } } as const;
      throw ApiException.badRequest(ref.key, { email: [ref] }, ref.params);
    }
    const token = newSecretToken();
    const expiresAt = new Date(Date.now() + COMPANY_LINK_TOKEN_HOURS * 3_600_000);
    await this.em.transactional(async (tx) => {
      // The row lock serialises two requests of one user: at most one link stays pending.
      await tx.findOneOrFail(User, caller.user.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
      await tx.nativeDelete(CompanyEmailLink, { user: caller.user.id, confirmedAt: null });
      tx.create(CompanyEmailLink, {
        user: caller.user.id,
        company,
        email,
        tokenHash: secretTokenHash(token),
        expiresAt,
      });
    });
    await this.mail.send(
      companyLinkMail({
        to: email,
        firstName: caller.user.firstName,
        language: caller.user.defaultLang,
        companyName: company.name,
        link: `${this.environment.CLIENT_WEB_URL.replace(/\/+$/, '')}/session/confirm-company-email/${token}`,
        validHours: COMPANY_LINK_TOKEN_HOURS,
      }),
    );
    return { company, expiresAt };
  }

  /** Confirms the caller's pending link: the address becomes their company e-mail there. */
  async confirm(caller: CallerAccess, token: string): Promise<ConfirmedLink> {
    const tokenHash = secretTokenHash(token);
    const link = await this.em.findOne(
      CompanyEmailLink,
      { tokenHash, user: caller.user.id, confirmedAt: null, expiresAt: { $gt: new Date() } },
      { populate: ['company'] },
    );
    if (!link) throw invalidToken();
    const { company } = link;
    const companyRole = await this.em.transactional(async (tx) => {
      const now = new Date();
      // Guarded: of two requests racing with the same link, only one confirms it.
      const claimed = await tx.nativeUpdate(
        CompanyEmailLink,
        { id: link.id, tokenHash, confirmedAt: null, expiresAt: { $gt: now } },
        { confirmedAt: now, tokenHash: null, updatedAt: now },
      );
      if (claimed !== 1) throw invalidToken();
      await this.assertNotLinkedElsewhere(tx, caller.user.id, link.email);
      const role = await this.joinCompany(tx, caller.user.id, company, link.id);
      await this.audit.record(caller, {
        event: 'company-link.confirm',
        subjectType: 'company',
        subjectId: company.uuid,
        details: { link_uuid: link.uuid },
      });
      return role;
    });
    return { company, email: link.email, companyRole };
  }

  /**
   * Removes the caller's link to a company (the only one, or the one named) and, if the link made
   * the membership, ends it (with the unit memberships in that company).
   */
  async unlink(caller: CallerAccess, companyUuid: string | undefined): Promise<Unlinked> {
    const links = await this.em.find(
      CompanyEmailLink,
      { user: caller.user.id, ...(companyUuid ? { company: { uuid: companyUuid } } : {}) },
      { populate: ['company'] },
    );
    const companies = [...new Map(links.map((link) => [link.company.id, link.company])).values()];
    const [company] = companies;
    if (!company) throw ApiException.notFound('companyLink.notLinked');
    if (companies.length > 1) {
      throw ApiException.badRequest('companyLink.chooseCompany', {
        company_uuid: [{ key: 'companyLink.chooseCompany' }],
      });
    }
    const membershipEnded = links.some((link) => link.confirmedAt && link.createdMembership);
    await this.em.transactional(async (tx) => {
      await tx.nativeDelete(CompanyEmailLink, { user: caller.user.id, company });
      if (membershipEnded) await this.leaveCompany(tx, caller.user.id, company);
      await this.audit.record(caller, {
        event: 'company-link.remove',
        subjectType: 'company',
        subjectId: company.uuid,
        details: { membership_ended: membershipEnded },
      });
    });
    return { company, membershipEnded };
  }

  /** One confirmed address belongs to one account. */
  private async assertNotLinkedElsewhere(
    em: EntityManager,
    userId: number,
    email: string,
  ): Promise<void> {
    const taken = await em.count(CompanyEmailLink, {
      email,
      confirmedAt: { $ne: null },
      user: { $ne: userId },
    });
    if (taken > 0) {
      throw ApiException.badRequest('companyLink.emailTaken', {
        email: [{ key: 'companyLink.emailTaken' }],
      });
    }
  }

  /**
   * Makes the user a standard user of the company unless already a member, replacing an earlier
   * confirmed link to it (whose "made the membership" flag carries over); answers the role.
   */
  private async joinCompany(
    tx: EntityManager,
    userId: number,
    company: Company,
    linkId: number,
  ): Promise<CompanyMember['companyRole']> {
    const earlier = await tx.find(CompanyEmailLink, {
      user: userId,
      company,
      id: { $ne: linkId },
      confirmedAt: { $ne: null },
    });
    let createdMembership = earlier.some((link) => link.createdMembership);
    earlier.forEach((link) => tx.remove(link));
    let membership = await tx.findOne(CompanyMember, { company, user: userId });
    if (!membership) {
      membership = tx.create(CompanyMember, {
        company,
        user: tx.getReference(User, userId),
        companyRole: 'standard-user',
      });
      createdMembership = true;
    }
    await tx.flush();
    await tx.nativeUpdate(CompanyEmailLink, { id: linkId }, { createdMembership });
    return membership.companyRole;
  }

  private async leaveCompany(tx: EntityManager, userId: number, company: Company): Promise<void> {
    const units = await tx.find(CompanyUnit, { company }, { fields: ['id'] });
    await tx.nativeDelete(CompanyUnitMember, {
      user: userId,
      unit: { $in: units.map((unit) => unit.id) },
    });
    await tx.nativeDelete(CompanyMember, { user: userId, company });
  }
}

function invalidToken(): ApiException {
  return ApiException.badRequest('companyLink.invalidToken');
}
