import { type Translations } from './sv';

export const en: Translations = {
  app: {
    name: 'Sinnro',
  },
  language: {
    switchTo: 'Svenska',
  },
  common: {
    close: 'Close',
    loading: 'Loading…',
    retry: 'Try again',
  },
  errors: {
    network: 'Could not reach the server. Please try again.',
    sessionUnavailable: 'Your account could not be loaded right now.',
  },
  login: {
    subtitle: 'Log in to continue',
    kindLabel: 'Choose type of login',
    kindClient: 'Client',
    kindTherapist: 'Therapist',
    email: 'Email',
    password: 'Password',
    submit: 'Log in',
    emailRequired: 'Enter your email address',
    emailInvalid: 'Enter a valid email address',
    passwordRequired: 'Enter your password',
  },
  roles: {
    client: 'Client',
    admin: 'Administrator',
    cc: 'Content creator',
    hc: 'Health coach',
    clinicAdmin: 'Clinic administrator',
    clinicTherapist: 'Clinic therapist',
    therapistPremium: 'Therapist premium',
  },
  home: {
    welcome: 'Welcome, {{name}}',
    signedInAs: 'Signed in as',
    comingLater: 'The screens for this area come in later releases.',
    consoleInfo: 'Your work in this role happens in the console.',
    openConsole: 'Open the console',
  },
  layout: {
    logout: 'Log out',
  },
  notFound: {
    title: 'Page not found',
    text: 'The address you tried to open does not exist.',
    home: 'Go to the start page',
  },
};
