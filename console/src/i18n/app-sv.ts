import { PRODUCT_NAME } from '../config';
import { type AppMessages, type ResourceMessages } from './app-en';

export const appSv: AppMessages = {
  name: PRODUCT_NAME,
  language: {
    name: 'Svenska',
    switch_to: 'English',
  },
  login: {
    subtitle: 'Konsol för administration och innehåll',
    email: 'E-post',
    password: 'Lösenord',
    submit: 'Logga in',
  },
  auth: {
    client_app_account: 'Det här kontot använder klientappen',
    unexpected_response: 'Servern skickade ett oväntat svar. Försök igen.',
  },
  menu: {
    home: 'Start',
  },
  impersonation: {
    start: 'Logga in som',
    failed: 'Det gick inte att logga in som den här användaren',
  },
  home: {
    title: 'Start',
    welcome: 'Välkommen, %{first_name}',
    role: 'Din roll: %{role}',
    coming_later: 'Skärmarna för det här området kommer i senare versioner.',
  },
  roles: {
    admin: 'Administratör',
    cc: 'Innehållsskapare',
    hc: 'Hälsocoach',
    client: 'Klient',
    'clinic-admin': 'Klinikadministratör',
    'clinic-therapist': 'Klinikterapeut',
    'therapist-premium': 'Terapeut premium',
  },
};

export const resourcesSv: ResourceMessages = {
  users: {
    name: 'Användare |||| Användare',
    fields: {
      first_name: 'Förnamn',
      last_name: 'Efternamn',
      email: 'E-post',
      role: 'Roll',
      q: 'Sök',
    },
  },
};
