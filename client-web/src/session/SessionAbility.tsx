import { abilitySourceOf, UserAbilityProvider } from '@sinnro/web-session';
import { type ReactNode, useMemo } from 'react';
import { useSession } from './session-context';

/**
 * Provides the signed-in user's ability to <Can>. It lives in the chunk of the MUI pages (see
 * ThemedOutlet), so the login page does not load CASL.
 */
export function SessionAbility({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const source = useMemo(() => (user === null ? null : abilitySourceOf(user)), [user]);
  return <UserAbilityProvider source={source}>{children}</UserAbilityProvider>;
}
