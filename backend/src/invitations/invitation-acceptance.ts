import { type EntityManager } from '@mikro-orm/postgresql';
import { AuditEvent } from 'src/audit/audit-event.entity';
import { CompanyMember } from 'src/companies/company-member.entity';
import { CompanyUnitMember } from 'src/companies/company-unit-member.entity';
import { CompanyUnit } from 'src/companies/company-unit.entity';
import { Company } from 'src/companies/company.entity';
import { UserPermissionGrant } from 'src/users/user-permission-grant.entity';
import { User } from 'src/users/user.entity';
import { applyInvitationCare } from './invitation-care';
import { type Invitation } from './invitation.entity';

/**
 * What accepting an invitation gives the invitee, written with the transaction's entity manager
 * (the caller sets the password in the same transaction): membership of the company with the
 * invited company role (an existing membership is never lowered), membership of the unit, the
 * invited grants bound to that company, the client's therapist and program (see invitation-care),
 * and an audit event under the invitee's own name. An
 * account that existed before the invitation (see Invitation.invitee) joins as it is.
 */
export async function applyAcceptedInvitation(
  tx: EntityManager,
  invitation: Invitation,
): Promise<void> {
  const user = tx.getReference(User, invitation.user.id);
  if (invitation.invitee) {
    // An account in use before takes the password set through the link (mailed to its own
    // address, as a reset link is): its other sessions end, as after a reset.
    await tx.nativeUpdate(User, { id: invitation.user.id }, { tokensValidAfter: new Date() });
  }
  const company = invitation.company ? tx.getReference(Company, invitation.company.id) : null;
  if (company) {
    const companyRole = invitation.companyRole ?? 'standard-user';
    const membership = await tx.findOne(CompanyMember, { company, user });
    if (!membership) tx.create(CompanyMember, { company, user, companyRole });
    else if (companyRole === 'company-admin') membership.companyRole = companyRole;
  }
  if (invitation.unit) {
    const unit = tx.getReference(CompanyUnit, invitation.unit.id);
    if (!(await tx.findOne(CompanyUnitMember, { unit, user }))) {
      tx.create(CompanyUnitMember, { unit, user });
    }
  }
  // The grants belong to this company's membership (unbound when the invitation names none).
  const held = new Set(
    (await tx.find(UserPermissionGrant, { user, company })).map((grant) => grant.permission),
  );
  for (const permission of invitation.permissions.filter((grant) => !held.has(grant))) {
    tx.create(UserPermissionGrant, { user, company, permission, grantedBy: invitation.invitedBy });
  }
  const care = await applyInvitationCare(tx, invitation);
  tx.create(AuditEvent, {
    actorUuid: invitation.user.uuid,
    event: 'invitation.accept',
    subjectType: 'invitation',
    subjectId: invitation.uuid,
    details: {
      company_uuid: invitation.company?.uuid ?? null,
      unit_uuid: invitation.unit?.uuid ?? null,
      company_role: invitation.companyRole,
      permissions: invitation.permissions,
      therapist_uuid: care.assigned,
      program_uuid: care.subscribed,
    },
  });
  await tx.flush();
}
