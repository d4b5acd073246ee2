import { createElement } from 'react';
import { type ConsoleScreens } from '../routing/console-resource';
import { lazyView } from '../routing/lazy-view';

const ProfilePage = lazyView(() => import('./ProfilePage'), 'ProfilePage');

/** One's own profile at each console role's path (no access rule: every signed-in user). */
export const profileScreens: ConsoleScreens = {
  routes: ['/admin/profile', '/cc/profile', '/hc/profile'].map((path) => ({
    path,
    element: createElement(ProfilePage),
  })),
};
