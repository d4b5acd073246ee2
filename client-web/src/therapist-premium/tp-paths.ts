/** The subscription model the therapist-premium's clients are given. */
export const THERAPIST_ASSISTED = 'Therapist assisted';

export function subscriptionPath(
  mode: 'add' | 'edit',
  userId: number,
  subscriptionModelUuid: string,
): string {
  return `/users/subscriptions/${mode}/${userId}/${subscriptionModelUuid}`;
}

/** The client's edit page: the therapist-premium's own, else the shared /users/edit/{uuid}. */
export function clientEditPath(role: string, client: { id: number; uuid: string }): string {
  return role === 'therapist-premium'
    ? `/therapist-premium/users/edit/${client.id}`
    : `/users/edit/${client.uuid}`;
}

/** The specialist's own profile, by role. */
export function ownProfilePath(role: string): string | null {
  if (role === 'therapist-premium') return '/therapist-premium/profile';
  if (role === 'clinic-therapist') return '/clinic-therapist/profile';
  if (role === 'clinic-admin') return '/clinic-admin/profile';
  return null;
}
