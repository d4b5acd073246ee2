import { type ComponentType, type ReactElement } from 'react';
import { type ResourceProps } from 'react-admin';

/** The console's roles; each has its own set of paths in the specification. */
export type ConsoleRole = 'admin' | 'cc' | 'hc';

export const CONSOLE_ROLE_PREFIXES: readonly ConsoleRole[] = ['admin', 'cc', 'hc'];

/** react-admin's views of a resource. */
export const RESOURCE_VIEWS = ['list', 'create', 'edit', 'show'] as const;
export type ResourceView = (typeof RESOURCE_VIEWS)[number];

/**
 * Route patterns (react-router syntax) of a resource's views for one role, as the specification
 * writes them: `/admin/programs/list/:pageNo?`, `/admin/programs/edit/:id`. Edit and show
 * patterns name the record `:id`; other parameters (`:lang`) are filled from pathTo's params.
 */
export type ViewPaths = Partial<Record<ResourceView, string>>;

/** A screen of its own at a specification path, reached from a resource's screens. */
export interface ExtraRoute {
  path: string;
  element: ReactElement;
  /** Shown only when the resource's action is allowed (RESOURCE_ACCESS); absent: always. */
  access?: { resource: string; action: string };
  /** Rendered without the console's menu and app bar (a preview, for example). */
  noLayout?: boolean;
}

/** A menu entry; shown when its access (if any) is allowed and the role has a path for it. */
export interface MenuEntry {
  /** A translation key. */
  label: string;
  icon?: ComponentType;
  order: number;
  paths: Partial<Record<ConsoleRole, string>>;
  access?: { resource: string; action: string };
}

/** Screens that are not a react-admin resource (dashboards, profile, insurance check, …). */
export interface ConsoleScreens {
  routes: readonly ExtraRoute[];
  menu?: readonly MenuEntry[];
}

/**
 * One console resource: the react-admin resource (`/api/admin/{name}`), its views, and where each
 * role finds them. Each resource folder exports one; src/resources.ts lists them.
 */
export interface ConsoleResource {
  name: string;
  views: Partial<Record<ResourceView, ComponentType>>;
  paths: Partial<Record<ConsoleRole, ViewPaths>>;
  icon?: ComponentType;
  recordRepresentation?: ResourceProps['recordRepresentation'];
  /** Position in the menu (ascending); absent: not in the menu. */
  menuOrder?: number;
  routes?: readonly ExtraRoute[];
}
