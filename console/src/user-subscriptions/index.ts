import { createElement } from 'react';
import { type ConsoleScreens } from '../routing/console-resource';
import { lazyView } from '../routing/lazy-view';

const AddSubscriptionPage = lazyView(() => import('./SubscriptionPages'), 'AddSubscriptionPage');
const EditSubscriptionPage = lazyView(() => import('./SubscriptionPages'), 'EditSubscriptionPage');

/** A user's program subscriptions: added and edited at the specification's paths. */
export const userSubscriptionScreens: ConsoleScreens = {
  routes: [
    {
      path: '/users/subscriptions/add/:user_id/:subscription_model_uuid',
      element: createElement(AddSubscriptionPage),
      access: { resource: 'user-subscriptions', action: 'create' },
    },
    {
      path: '/users/subscriptions/edit/:user_id/:subscription_model_uuid',
      element: createElement(EditSubscriptionPage),
      access: { resource: 'user-subscriptions', action: 'edit' },
    },
  ],
};
