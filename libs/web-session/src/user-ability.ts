import {
  defineAbilityFor,
  parsePermission,
  type AccessContext,
  type AppAbility,
} from '@sinnro/access';
import { type CurrentUser } from './current-user';

/** What the UI's ability is built from: the user's grants and where they belong. */
export interface AbilitySource {
  permissions: readonly string[];
  context: AccessContext;
}

export function abilitySourceOf(
  user: Pick<CurrentUser, 'uuid' | 'permissions' | 'companies' | 'company_units'>,
): AbilitySource {
  return {
    permissions: user.permissions,
    context: {
      userUuid: user.uuid,
      companyUuids: user.companies.map((company) => company.uuid),
      unitUuids: user.company_units.map((unit) => unit.uuid),
    },
  };
}

function isReadable(grant: string): boolean {
  try {
    parsePermission(grant);
    return true;
  } catch {
    return false;
  }
}

/**
 * The CASL ability for showing or hiding controls. The profile gives the union of the user's
 * grants over all their memberships, so a company-scoped grant here reaches every company of the
 * user; the server judges each membership apart and stays the authority. A grant this build does
 * not understand (a newer server) is left out rather than breaking the page.
 */
export function abilityFor(source: AbilitySource): AppAbility {
  return defineAbilityFor(source.permissions.filter(isReadable), source.context);
}
