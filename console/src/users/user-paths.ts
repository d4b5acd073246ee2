import { type ConsoleResource, type ResourceView } from '../routing/console-resource';
import { type PathParams, resourcePath } from '../routing/spec-paths';

/** Where each role finds the users' screens (administration specification, section 2). */
export const USER_PATHS: ConsoleResource['paths'] = {
  admin: {
    list: '/admin/users/list/:pageNo?',
    show: '/users/:id',
    edit: '/users/edit/:id',
  },
  hc: {
    list: '/hc/users/list',
    create: '/hc/users/add',
    edit: '/hc/users/edit/:id',
  },
};

/** The hc's page of a user whose invitation may still be pending. */
export const HC_EDIT_TEMP_PATH = '/hc/users/edit-temp/:id';

/** The path of a users view for a user of `role`, or null when that role has none. */
export function userPath(role: string, view: ResourceView, params: PathParams = {}): string | null {
  return resourcePath({ name: 'users', views: {}, paths: USER_PATHS }, role, view, params);
}
