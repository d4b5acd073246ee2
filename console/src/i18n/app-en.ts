import { PRODUCT_NAME } from '../config';

/** The console's own texts in English; app-sv.ts must have the same shape. */
export const appEn = {
  name: PRODUCT_NAME,
  language: {
    name: 'English',
    switch_to: 'Svenska',
  },
  login: {
    subtitle: 'Console for administration and content',
    email: 'Email',
    password: 'Password',
    submit: 'Log in',
  },
  auth: {
    client_app_account: 'This account uses the client app',
    unexpected_response: 'The server sent an unexpected answer. Please try again.',
  },
  menu: {
    home: 'Home',
  },
  impersonation: {
    start: 'Log in as',
    failed: 'Could not log in as this user',
  },
  home: {
    title: 'Home',
    welcome: 'Welcome, %{first_name}',
    role: 'Your role: %{role}',
    coming_later: 'The screens for this area come in later releases.',
  },
  roles: {
    admin: 'Administrator',
    cc: 'Content creator',
    hc: 'Health coach',
    client: 'Client',
    'clinic-admin': 'Clinic administrator',
    'clinic-therapist': 'Clinic therapist',
    'therapist-premium': 'Therapist premium',
  },
};

export type AppMessages = typeof appEn;

/** react-admin's resource texts: names and field labels. */
export const resourcesEn = {
  users: {
    name: 'User |||| Users',
    fields: {
      first_name: 'First name',
      last_name: 'Last name',
      email: 'Email',
      role: 'Role',
      q: 'Search',
    },
  },
};

export type ResourceMessages = typeof resourcesEn;
