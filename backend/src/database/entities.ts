import { AccessLogEntry } from 'src/access-log/access-log-entry.entity';
import { PasswordResetToken } from 'src/access/password-reset-token.entity';
import { AuditEvent } from 'src/audit/audit-event.entity';
import { Invitation } from 'src/invitations/invitation.entity';
import { CompanyMember } from 'src/companies/company-member.entity';
import { CompanyUnitMember } from 'src/companies/company-unit-member.entity';
import { CompanyUnit } from 'src/companies/company-unit.entity';
import { Company } from 'src/companies/company.entity';
import { Gender } from 'src/lookups/gender.entity';
import { Position } from 'src/lookups/position.entity';
import { Speciality } from 'src/lookups/speciality.entity';
import { OutgoingMail } from 'src/mail/outgoing-mail.entity';
import { UserPermissionGrant } from 'src/users/user-permission-grant.entity';
import { User } from 'src/users/user.entity';

/** Every entity, listed once (no folder scanning: the same list works in dist and under Jest). */
export const ENTITIES = [
  User,
  UserPermissionGrant,
  Gender,
  Position,
  Speciality,
  Company,
  CompanyUnit,
  CompanyMember,
  CompanyUnitMember,
  OutgoingMail,
  PasswordResetToken,
  Invitation,
  AccessLogEntry,
  AuditEvent,
];
