import { PRODUCT_NAME } from '../config';

/** The console's own texts in English; app-sv.ts must have the same shape. */
export const appEn = {
  name: PRODUCT_NAME,
  language: {
    name: 'English',
    switch_to: 'Svenska',
    menu: 'Language',
    current: 'Language: %{language}',
  },
  login: {
    subtitle: 'Console for administration and content',
    email: 'Email',
    password: 'Password',
    submit: 'Log in',
    eid: 'Log in with e-ID',
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
    dialog_title: 'View the account as %{name}',
    dialog_help:
      'You will see the account as the user sees it. The user can see that an administrator viewed it, and the reason is kept in the audit log.',
    reason: 'Reason',
    reason_help: 'Why do you need to view the account? At least 10 characters',
    reason_too_short: 'Say why you need to view the account, at least 10 characters',
    with_changes: 'Allow changes (otherwise you can only look)',
    read_only_note: 'Read only: you cannot save or change anything while viewing the account.',
    confirm: 'View the account',
  },
  home: {
    title: 'Home',
    welcome: 'Welcome, %{first_name}',
    role: 'Your role: %{role}',
  },
  companies: {
    email_domain_help: 'For example example.se',
    country_help: 'Two letters, for example SE',
    require_eid_for_staff_help:
      'Company administrators and clinic staff sign in with BankID, not with a password',
    types: {
      employer: 'Employer',
      clinic: 'Clinic',
      insurer: 'Insurer',
      partner: 'Partner',
    },
  },
  programs: {
    days: '%{smart_count} day |||| %{smart_count} days',
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
  companies: {
    name: 'Company |||| Companies',
    fields: {
      name: 'Name',
      email_domain: 'Email domain',
      system_company: 'System company',
      types: 'Types',
      address: {
        street: 'Street address',
        postcode: 'Postcode',
        city: 'City',
        country: 'Country',
      },
      selected_products: 'Products',
      q: 'Search',
    },
  },
  programs: {
    name: 'Program |||| Programs',
    fields: {
      name: 'Name',
      duration: 'Duration',
      subscription_model_name: 'Subscription model',
      subscription_model_uuid: 'Subscription model',
      default: 'Default program',
      open_all_modules: 'Open all modules',
      is_treatment: 'Treatment program',
      hide_in_digital_treatment: 'Hide in digital treatment',
      q: 'Search',
    },
  },
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
