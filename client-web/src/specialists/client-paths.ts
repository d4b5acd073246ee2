/** The roles whose /clients is the clients list (hc works in the console). */
export const CLIENT_LIST_ROLES: readonly string[] = [
  'therapist-premium',
  'clinic-therapist',
  'clinic-admin',
];

/** Where a client's page is: the therapist-premium's client report, else /specialist/clients/{id}. */
export function clientPagePath(role: string, clientId: number): string {
  return role === 'therapist-premium'
    ? `/therapist-premium/client-report/${clientId}`
    : `/specialist/clients/${clientId}`;
}
