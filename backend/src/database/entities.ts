import { CompanyMember } from 'src/companies/company-member.entity';
import { CompanyUnitMember } from 'src/companies/company-unit-member.entity';
import { CompanyUnit } from 'src/companies/company-unit.entity';
import { Company } from 'src/companies/company.entity';
import { OutgoingMail } from 'src/mail/outgoing-mail.entity';
import { User } from 'src/users/user.entity';

/** Every entity, listed once (no folder scanning: the same list works in dist and under Jest). */
export const ENTITIES = [
  User,
  Company,
  CompanyUnit,
  CompanyMember,
  CompanyUnitMember,
  OutgoingMail,
];
