export * from './cookies';
export * from './jwt';
export * from './locales';
export * from './api-types';
export * from './current-user';
export * from './user-ability';
export * from './ability-react';
export * from './token-session';
