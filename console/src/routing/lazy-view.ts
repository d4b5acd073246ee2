import { type ComponentType, lazy } from 'react';

/**
 * A screen loaded when first shown, so that the console's first JavaScript stays small:
 * `lazyView(() => import('./ProgramEdit'), 'ProgramEdit')`. console-routes wraps every screen in
 * <Suspense>.
 */
export function lazyView<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): ComponentType {
  return lazy(async () => {
    const loaded: ComponentType = (await load())[name];
    return { default: loaded };
  });
}
