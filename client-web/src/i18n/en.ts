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
    forgotPassword: 'Forgot password?',
  },
  password: {
    newPassword: 'New password',
    confirmation: 'Repeat the password',
    hint: 'At least {{min}} characters',
    passwordRequired: 'Enter a password',
    passwordTooShort: 'The password must be at least {{min}} characters',
    confirmationRequired: 'Type the password once more',
    confirmationMismatch: 'The passwords do not match',
  },
  forgotPassword: {
    title: 'Forgot password',
    intro:
      'Enter the email address of your account and we will send you a link to choose a new password.',
    submit: 'Send link',
    sentHint:
      'If the address belongs to an account, an email with a link will arrive shortly. Please also check your spam folder.',
    backToLogin: 'Back to login',
  },
  resetPassword: {
    title: 'Choose a new password',
    intro: 'Type your new password twice.',
    submit: 'Save the password',
    requestNewLink: 'Request a new link',
  },
  invite: {
    title: 'Welcome {{name}}!',
    intro: 'Choose a password to activate your account.',
    email: 'Email',
    submit: 'Activate account',
    invalidTitle: 'Invitation',
    toLogin: 'Go to login',
  },
  companyEmail: {
    title: 'Company email address',
    confirmed: 'Your email address is confirmed. You now belong to {{company}}.',
    toHome: 'Go to the start page',
  },
  eid: {
    loginButton: 'Log in with e-ID',
    processing: 'Logging in…',
    errors: {
      protected_identity: 'User has protected identity',
      no_account: 'There is no account for your e-ID. Please contact your clinic.',
      cancelled: 'The login was cancelled.',
      login_failed: 'Login not successful. Please try again',
      expired: 'The login has expired. Please log in again.',
    },
    onboarding: {
      title: 'Create your account',
      intro: 'You are logged in with e-ID. Fill in your details to get started.',
      firstName: 'First name',
      lastName: 'Last name',
      email: 'Email',
      acceptTerms: 'I accept the terms of use',
      submit: 'Create account',
      firstNameRequired: 'First name is required',
      lastNameRequired: 'Last name is required',
      emailRequired: 'Email is required',
      emailInvalid: 'Invalid email',
      termsRequired: 'You need to accept the terms',
    },
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
  impersonation: {
    region: 'Logged in as another user',
    actingAs: 'You are logged in as {{name}}',
    exit: 'Exit',
    exitFailed: 'Could not exit. Please try again.',
  },
  notFound: {
    title: 'Page not found',
    text: 'The address you tried to open does not exist.',
    home: 'Go to the start page',
  },
};
