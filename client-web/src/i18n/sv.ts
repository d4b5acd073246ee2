/** Swedish texts: the default language and the source of the translation keys. */
export const sv = {
  app: {
    name: 'Sinnro',
  },
  language: {
    // The switch names the language it switches to, in that language.
    switchTo: 'English',
  },
  common: {
    close: 'Stäng',
    loading: 'Laddar…',
    retry: 'Försök igen',
  },
  errors: {
    network: 'Det gick inte att nå servern. Försök igen.',
    sessionUnavailable: 'Det gick inte att hämta ditt konto just nu.',
    pageLoadFailed: 'Sidan kunde inte laddas. Kontrollera anslutningen och försök igen.',
  },
  login: {
    subtitle: 'Logga in för att fortsätta',
    kindLabel: 'Välj typ av inloggning',
    kindClient: 'Klient',
    kindTherapist: 'Terapeut',
    email: 'E-post',
    password: 'Lösenord',
    submit: 'Logga in',
    emailRequired: 'Ange din e-postadress',
    emailInvalid: 'Ange en giltig e-postadress',
    passwordRequired: 'Ange ditt lösenord',
    forgotPassword: 'Glömt lösenordet?',
  },
  password: {
    newPassword: 'Nytt lösenord',
    confirmation: 'Upprepa lösenordet',
    hint: 'Minst {{min}} tecken',
    passwordRequired: 'Ange ett lösenord',
    passwordTooShort: 'Lösenordet måste vara minst {{min}} tecken',
    confirmationRequired: 'Skriv lösenordet en gång till',
    confirmationMismatch: 'Lösenorden stämmer inte överens',
  },
  forgotPassword: {
    title: 'Glömt lösenordet',
    intro:
      'Ange e-postadressen till ditt konto, så skickar vi en länk där du väljer ett nytt lösenord.',
    submit: 'Skicka länk',
    sentHint:
      'Om adressen hör till ett konto kommer ett e-postmeddelande med en länk inom kort. Titta även i skräpposten.',
    backToLogin: 'Tillbaka till inloggningen',
  },
  resetPassword: {
    title: 'Välj ett nytt lösenord',
    intro: 'Skriv ditt nya lösenord två gånger.',
    submit: 'Spara lösenordet',
    requestNewLink: 'Begär en ny länk',
  },
  invite: {
    title: 'Välkommen {{name}}!',
    intro: 'Välj ett lösenord för att aktivera ditt konto.',
    email: 'E-post',
    submit: 'Aktivera kontot',
    invalidTitle: 'Inbjudan',
    toLogin: 'Till inloggningen',
  },
  companyEmail: {
    title: 'Företagets e-postadress',
    confirmed: 'Din e-postadress är bekräftad. Du hör nu till {{company}}.',
    toHome: 'Till startsidan',
  },
  eid: {
    loginButton: 'Logga in med e-legitimation',
    processing: 'Loggar in…',
    errors: {
      protected_identity: 'Användaren har skyddad identitet',
      no_account: 'Det finns inget konto för din e-legitimation. Kontakta din klinik.',
      cancelled: 'Inloggningen avbröts.',
      login_failed: 'Inloggningen misslyckades. Försök igen.',
      expired: 'Inloggningen har gått ut. Logga in igen.',
    },
    onboarding: {
      title: 'Skapa ditt konto',
      intro: 'Du är inloggad med e-legitimation. Fyll i dina uppgifter för att komma igång.',
      firstName: 'Förnamn',
      lastName: 'Efternamn',
      email: 'E-post',
      acceptTerms: 'Jag godkänner användarvillkoren',
      submit: 'Skapa konto',
      firstNameRequired: 'Förnamn är obligatoriskt',
      lastNameRequired: 'Efternamn är obligatoriskt',
      emailRequired: 'E-post är obligatoriskt',
      emailInvalid: 'Ogiltig e-postadress',
      termsRequired: 'Du behöver godkänna villkoren',
    },
  },
  roles: {
    client: 'Klient',
    admin: 'Administratör',
    cc: 'Innehållsskapare',
    hc: 'Hälsocoach',
    clinicAdmin: 'Klinikadministratör',
    clinicTherapist: 'Klinikterapeut',
    therapistPremium: 'Terapeut premium',
  },
  home: {
    welcome: 'Välkommen, {{name}}',
    signedInAs: 'Inloggad som',
    comingLater: 'Skärmarna för det här området kommer i senare versioner.',
    consoleInfo: 'Ditt arbete i den här rollen görs i konsolen.',
    openConsole: 'Öppna konsolen',
  },
  layout: {
    logout: 'Logga ut',
  },
  client: {
    mainMenu: 'Huvudmeny',
    tabBar: 'Snabbmeny',
    userBlock: 'Ditt konto',
    myProfile: 'Min profil',
    back: 'Tillbaka',
    menu: {
      services: 'Tjänster',
      dashboard: 'Översikt',
      treatment: 'Mina program',
      selfHelp: 'Självhjälp',
      organisation: 'Min organisation',
      organisationUnit: 'Min organisationsenhet',
      messages: 'Meddelanden',
      contacts: 'Mina kontakter',
      appointments: 'Bokningar',
    },
    tabs: {
      home: 'Hem',
      treatment: 'Behandling',
      selfHelp: 'Självhjälp',
      messages: 'Meddelanden',
      more: 'Mer',
    },
    more: {
      title: 'Mer',
      profile: 'Profil',
      contacts: 'Mina kontakter',
      appointments: 'Bokningar',
      support: 'Kundsupport',
      opensInNewTab: '(öppnas i en ny flik)',
    },
  },
  dashboard: {
    logo: 'Logotyp för {{brand}}',
    intro: 'Här hittar du dina program, dina kontakter och dina bokningar.',
    shortcuts: 'Genvägar',
  },
  profile: {
    title: 'Min profil',
    intro: 'Här ser och ändrar du dina uppgifter.',
    email: 'E-post',
    firstName: 'Förnamn',
    lastName: 'Efternamn',
    phone: 'Telefonnummer',
    language: 'Språk',
    birthYear: 'Födelseår',
    gender: 'Kön',
    position: 'Befattning',
    specialty: 'Specialitet',
    notChosen: 'Inte angivet',
    languages: { sv: 'Svenska', en: 'Engelska' },
    save: 'Spara',
    saved: 'Dina uppgifter är sparade.',
    listsUnavailable: 'Det gick inte att hämta valen för kön, befattning och specialitet.',
    errors: {
      firstNameRequired: 'Förnamn är obligatoriskt',
      lastNameRequired: 'Efternamn är obligatoriskt',
      phoneRequired: 'Telefonnummer är obligatoriskt',
      phoneTooLong: 'Telefonnumret måste vara kortare än 15 tecken',
      phoneInvalid:
        'Telefonnumret får bara innehålla siffror, mellanslag, bindestreck och ett inledande +',
      birthYearInvalid: 'Ange ett födelseår mellan 1900 och i år',
    },
  },
  contacts: {
    title: 'Mina kontakter',
    intro: 'De som hjälper dig i din behandling.',
    healthCoach: 'Hälsocoach',
    empty:
      'Du har inga kontakter ännu. När en hälsocoach eller terapeut kopplas till dig visas de här.',
  },
  impersonation: {
    region: 'Inloggad som en annan användare',
    actingAs: 'Du är inloggad som {{name}}',
    exit: 'Avsluta',
    exitFailed: 'Det gick inte att avsluta. Försök igen.',
  },
  notFound: {
    title: 'Sidan hittades inte',
    text: 'Adressen du försökte öppna finns inte.',
    home: 'Till startsidan',
  },
} as const;

type TranslationShape<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : TranslationShape<T[K]>;
};

/** Every other language must have exactly the Swedish keys. */
export type Translations = TranslationShape<typeof sv>;
