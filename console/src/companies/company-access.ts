import { useAppAbility } from '@sinnro/web-session';
import { canAccessResource } from '../providers/resource-access';

/** Whether the signed-in user may do the action on the console resource (RESOURCE_ACCESS). */
export function useCanResource(resource: string, action: string): boolean {
  return canAccessResource(useAppAbility(), resource, action);
}
