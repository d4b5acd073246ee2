export * from './roles';
export * from './ui-permission';
export * from './role-home';
export * from './permission-grammar';
export * from './ability';
export * from './role-permissions';
export * from './memberships';
export * from './permission-labels';
