export * from './roles';
export * from './ui-permission';
export * from './role-home';
