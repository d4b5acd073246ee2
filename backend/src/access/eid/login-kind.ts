/** Which login tab the visitor chose in client-web (the spec's auth2 `userType`). */
export const LOGIN_KINDS = ['client', 'therapist'] as const;
export type LoginKind = (typeof LOGIN_KINDS)[number];

export function isLoginKind(value: unknown): value is LoginKind {
  return typeof value === 'string' && (LOGIN_KINDS as readonly string[]).includes(value);
}
