import { hasUiPermission, type UiSubject } from './ui-permission';

/** The path a user lands on after login (client/specialist specification, section 2). */
export function homePathForRole(user: UiSubject): string {
  switch (user.role) {
    case 'admin':
      return '/admin/users/list';
    case 'cc':
      return '/cc/modules/list';
    case 'clinic-admin':
      return '/services';
    case 'client':
      return hasUiPermission(user, { permission: 'user-invitation.create' })
        ? '/client/services'
        : '/client/dashboard';
    default:
      // hc, clinic-therapist, therapist-premium and any role not named in the table.
      return '/clients';
  }
}
