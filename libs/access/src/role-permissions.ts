import { type PermissionString } from './permission-grammar';
import { type CompanyRole, type Role } from './roles';

/**
 * What each seeded platform role grants. The specification implies it through menus, routes and the
 * permission names of section 6 (administration and client/specialist documents). Uploaded user
 * documents are readable by the linked employer's company admins only (no platform role has them).
 */
export const ROLE_PERMISSIONS: Record<Role, readonly string[]> = {
  // Admin menu: users, companies (with units, invitations, credits, usage records, subscriptions),
  // programs, modules (tests, reports, pages are module content), insurance check,
  // /admin/messages/list, /admin/subscriptions/list, impersonation, the patient-data access log,
  // the job queue board.
  admin: [
    'user.create.[*]',
    'user.read.[*]',
    'user.update.[*]',
    'user.delete.[*]',
    'user.impersonate.[*]',
    // An impersonation "with changes" (read-only otherwise); asked for at the start, audited.
    'user/impersonation.update.[*]',
    'company.create.[*]',
    'company.read.[*]',
    'company.update.[*]',
    'company.delete.[*]',
    'company.readAll.[*]',
    'company.createAll.[*]',
    'company.updateAll.[*]',
    'company-unit.create.[*]',
    'company-unit.read.[*]',
    'company-unit.update.[*]',
    'company-unit.delete.[*]',
    'companyUnit.read.[*]',
    'role.read.[*]',
    'user-invitation.create.[*]',
    'user-invitation.read.[*]',
    'user-invitation.update.[*]',
    'user-invitation.delete.[*]',
    'company/credit.create.[*]',
    'company/credit.read.[*]',
    'user/credit.create.[*]',
    'user/credit.read.[*]',
    'user/usage-record.create.[*]',
    'user/usage-record.read.[*]',
    'company/subscription.create.[*]',
    'company/subscription.read.[*]',
    'company/subscription.update.[*]',
    'user/subscription.create.[*]',
    'user/subscription.read.[*]',
    'user/subscription.update.[*]',
    'user/subscription.delete.[*]',
    'module.create.[*]',
    'module.read.[*]',
    'module.update.[*]',
    'module.delete.[*]',
    // Which questions raise a risk flag (and from which answer value); audited.
    'module/risk-item.update.[*]',
    'program.create.[*]',
    'program.read.[*]',
    'program.update.[*]',
    'program.delete.[*]',
    'insurance.read.[*]',
    'chat.read.[*]',
    'meeting.read.[*]',
    'access-log.read.[*]',
    // Sample reviews of the access log (HSLF-FS 2016:40 4:9), of every read on the platform.
    'access-log/review.create.[*]',
    'access-log/review.read.[*]',
    'access-log/review.update.[*]',
    // The job queue board at /api/queues (read-only).
    'queue.read.[*]',
    // Payments: every record (lists with filters, refunds later), pricing plans and promotion
    // codes (list, create, edit; a plan with payments is deactivated, never deleted).
    'payment.read.[*]',
    'payment.update.[*]',
    'payment/plan.create.[*]',
    'payment/plan.read.[*]',
    'payment/plan.update.[*]',
    'payment/plan.delete.[*]',
    'payment/promotion-code.create.[*]',
    'payment/promotion-code.read.[*]',
    'payment/promotion-code.update.[*]',
  ],
  // Content creator: /cc/programs, /cc/modules and the module content under them.
  cc: [
    'module.create.[*]',
    'module.read.[*]',
    'module.update.[*]',
    'module.delete.[*]',
    'program.create.[*]',
    'program.read.[*]',
    'program.update.[*]',
    'program.delete.[*]',
  ],
  // Health coach: /hc/users, /hc/companies, /hc/subscriptions, /clients and client reports,
  // /admin/messages/list.
  hc: [
    'user.create.[*]',
    'user.read.[*]',
    'user.update.[*]',
    'company.create.[*]',
    'company.read.[*]',
    'company.update.[*]',
    'company-unit.create.[*]',
    'company-unit.read.[*]',
    'company-unit.update.[*]',
    'company/subscription.create.[*]',
    'company/subscription.read.[*]',
    'user/subscription.create.[*]',
    'user/subscription.read.[*]',
    'user/subscription.update.[*]',
    'chat.read.[*]',
    'meeting.read.[therapist]',
    'module.read.[*]',
    'program.read.[*]',
  ],
  // Clinic admin: /services (home; needs user-invitation create), the clients list at
  // /clinic-admin and the "my organization" overview of the clinic.
  'clinic-admin': [
    'company.read.[company]',
    'company-unit.read.[company]',
    'companyUnit.read.[company]',
    'user.read.[company]',
    'user-invitation.create.[company]',
    'user-invitation.read.[company]',
    'user-invitation.update.[company]',
    'company/subscription.read.[company]',
    'company/credit.read.[company]',
    // Sample reviews of the access log (HSLF-FS 2016:40 4:9): reads of the clinic's clients only.
    'access-log/review.create.[company]',
    'access-log/review.read.[company]',
    'access-log/review.update.[company]',
  ],
  // Clinic therapist: /clients, /users/edit, the company-user-invitations list, /messages,
  // /calendar, the FAQ link (faq.read.[therapist]), /client-module and /client-assessment.
  'clinic-therapist': [
    'user.read.[therapist]',
    'user.update.[therapist]',
    'user/subscription.create.[therapist]',
    'user/subscription.read.[therapist]',
    'user/subscription.update.[therapist]',
    'user-invitation.create.[company]',
    'user-invitation.read.[company]',
    'user-invitation.update.[company]',
    'chat.read.[therapist]',
    'meeting.read.[therapist]',
    'faq.read.[therapist]',
    'module.read.[*]',
    'program.read.[*]',
  ],
  // Therapist premium: /clients, /clients/messages, /therapist-premium/users/add and edit,
  // /therapist-premium/client-report, /client-module and /client-assessment.
  'therapist-premium': [
    'user.create.[therapist]',
    'user.read.[therapist]',
    'user.update.[therapist]',
    'user/subscription.create.[therapist]',
    'user/subscription.read.[therapist]',
    'user/subscription.update.[therapist]',
    'chat.read.[therapist]',
    'meeting.read.[therapist]',
    'module.read.[*]',
    'program.read.[*]',
  ],
  // Client: own profile, subscriptions, credits, appointments (/client/meetings, /meeting/{id}),
  // modules and programs. Messages follow the client's own conversations, not a grant.
  client: [
    'user.read.[user]',
    'user.update.[user]',
    'user/subscription.read.[user]',
    'user/credit.read.[user]',
    'meeting.read.[user]',
    // "Who has read my data" (PDL 8:5): the person's own access log.
    'access-log.read.[user]',
    // Buying: their own payment records (start one, choose the method, read them) and promotion
    // codes applied to their own account.
    'payment.create.[user]',
    'payment.read.[user]',
    'payment.update.[user]',
    'module.read.[*]',
    'program.read.[*]',
  ],
} satisfies Record<Role, readonly PermissionString[]>;

/** What a role inside a company (employer) adds to the user's platform role. */
export const COMPANY_ROLE_PERMISSIONS: Record<CompanyRole, readonly string[]> = {
  // Standard user: the messages menu (chat.read.[company]). Not "my organization", which needs
  // company read.
  'standard-user': ['chat.read.[company]'],
  // Company admin: "my organization" (company read) and units; lists, invites (and corrects and
  // re-sends pending invitations) and assigns services (credits, usage records) to users of the
  // admin's units; the employer's view of user documents.
  'company-admin': [
    'company.read.[company]',
    'company-unit.read.[company-unit]',
    'companyUnit.read.[company-unit]',
    'user.read.[company-unit]',
    'user-invitation.create.[company-unit]',
    'user-invitation.read.[company-unit]',
    'user-invitation.update.[company-unit]',
    'user/credit.create.[company-unit]',
    'user/credit.read.[company-unit]',
    'user/usage-record.create.[company-unit]',
    'user/usage-record.read.[company-unit]',
    'company/credit.read.[company]',
    'company/subscription.read.[company]',
    'user/document.read.[company]',
  ],
} satisfies Record<CompanyRole, readonly PermissionString[]>;

export interface GrantHolder {
  role: Role;
  companyRoles?: readonly CompanyRole[];
  /** Grants held by this user beyond the roles (stored per user); validated by defineAbilityFor. */
  extraGrants?: readonly string[];
}

/** Every grant of a user, deduplicated and sorted. */
export function grantsFor({ role, companyRoles = [], extraGrants = [] }: GrantHolder): string[] {
  const grants = [
    ...ROLE_PERMISSIONS[role],
    ...companyRoles.flatMap((companyRole) => COMPANY_ROLE_PERMISSIONS[companyRole]),
    ...extraGrants,
  ];
  return [...new Set(grants)].sort();
}
