import { type AppAbility } from '@sinnro/access';
import { AbilityProvider, Can as CaslCan, useAbility, type CanProps } from '@casl/react';
import { type ReactNode, useEffect, useState } from 'react';
import { abilityFor, type AbilitySource } from './user-ability';

/** `<Can I="create" a="company">`, typed with the actions and resources of libs/access. */
export const Can = CaslCan as (props: CanProps<AppAbility>) => ReactNode;

/** The ability of the signed-in user, from the nearest <UserAbilityProvider>. */
export function useAppAbility(): AppAbility {
  return useAbility<AppAbility>();
}

/**
 * Provides the user's ability to <Can> and useAppAbility. One ability object lives as long as the
 * provider and is updated in place, so what is shown follows a change of grants at once.
 */
export function UserAbilityProvider({
  source,
  children,
}: {
  source: AbilitySource | null;
  children: ReactNode;
}) {
  const [ability] = useState(() => abilityFor(source ?? NO_GRANTS));
  useEffect(() => {
    ability.update(abilityFor(source ?? NO_GRANTS).rules);
  }, [ability, source]);
  return <AbilityProvider value={ability}>{children}</AbilityProvider>;
}

const NO_GRANTS: AbilitySource = {
  permissions: [],
  context: { userUuid: '', companyUuids: [], unitUuids: [] },
};
