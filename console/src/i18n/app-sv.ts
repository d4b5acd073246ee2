import { PRODUCT_NAME } from '../config';
import { type AppMessages, type ResourceMessages } from './app-en';

export const appSv: AppMessages = {
  name: PRODUCT_NAME,
  language: {
    name: 'Svenska',
    switch_to: 'English',
    menu: 'Språk',
    current: 'Språk: %{language}',
  },
  login: {
    subtitle: 'Konsol för administration och innehåll',
    email: 'E-post',
    password: 'Lösenord',
    submit: 'Logga in',
    eid: 'Logga in med e-legitimation',
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
    dialog_title: 'Visa kontot som %{name}',
    dialog_help:
      'Du ser kontot så som användaren ser det. Användaren kan se att en administratör har visat det, och skälet sparas i granskningsloggen.',
    reason: 'Skäl',
    reason_help: 'Varför behöver du visa kontot? Minst 10 tecken',
    reason_too_short: 'Skriv varför du behöver visa kontot, minst 10 tecken',
    with_changes: 'Tillåt ändringar (annars kan du bara titta)',
    read_only_note: 'Endast läsning: du kan inte spara eller ändra något medan du visar kontot.',
    confirm: 'Visa kontot',
  },
  home: {
    title: 'Start',
    welcome: 'Välkommen, %{first_name}',
    role: 'Din roll: %{role}',
  },
  companies: {
    email_domain_help: 'Till exempel exempel.se',
    country_help: 'Två bokstäver, till exempel SE',
    require_eid_for_staff_help:
      'Företagsadministratörer och klinikpersonal loggar in med BankID, inte med lösenord',
    types: {
      employer: 'Arbetsgivare',
      clinic: 'Klinik',
      insurer: 'Försäkringsbolag',
      partner: 'Samarbetspartner',
    },
  },
  programs: {
    days: '%{smart_count} dag |||| %{smart_count} dagar',
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
  companies: {
    name: 'Företag |||| Företag',
    fields: {
      name: 'Namn',
      email_domain: 'E-postdomän',
      system_company: 'Systemföretag',
      types: 'Typer',
      address: {
        street: 'Gatuadress',
        postcode: 'Postnummer',
        city: 'Ort',
        country: 'Land',
      },
      selected_products: 'Produkter',
      q: 'Sök',
    },
  },
  programs: {
    name: 'Program |||| Program',
    fields: {
      name: 'Namn',
      duration: 'Längd',
      subscription_model_name: 'Prenumerationsmodell',
      subscription_model_uuid: 'Prenumerationsmodell',
      default: 'Standardprogram',
      open_all_modules: 'Öppna alla moduler',
      is_treatment: 'Behandlingsprogram',
      hide_in_digital_treatment: 'Dölj i digital behandling',
      q: 'Sök',
    },
  },
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
