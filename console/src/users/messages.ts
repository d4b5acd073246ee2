/** The users screens' texts (administration specification, sections 2, 5 and 8). */
export const usersMessages = {
  sv: {
    resources: {
      users: {
        name: 'Användare |||| Användare',
        fields: {
          first_name: 'Förnamn',
          last_name: 'Efternamn',
          email: 'E-post',
          phone: 'Telefon',
          national_id: 'Personnummer',
          role: 'Roll',
          default_lang: 'Språk',
          health_coach: 'Hälsocoach',
          companies: 'Företag',
          activated_at: 'Aktiverad',
          blocked_at: 'Blockerad',
          protected_identity: 'Skyddad identitet',
          q: 'Sök',
        },
      },
    },
    app: {
      users: {
        blocked: 'Blockerad',
        protected_identity: 'Skyddad identitet',
        protected_identity_help:
          'Personnumret visas inte för personal. Bara administratörer kan ändra detta.',
        block: 'Blockera',
        unblock: 'Häv blockering',
        block_title: 'Blockera %{name}?',
        block_content:
          'Kontot blockeras och alla dess inloggningar avslutas. Du kan häva blockeringen senare.',
        unblock_title: 'Häva blockeringen av %{name}?',
        unblock_content: 'Användaren kan logga in igen.',
        blocked_done: '%{name} är blockerad',
        unblocked: '%{name} kan logga in igen',
        gdpr: {
          export: 'Hämta uppgifter åt användaren',
          export_title: 'Ta fram en kopia av uppgifterna om %{name}?',
          export_content:
            'Alla uppgifter om personen sammanställs i en ZIP-fil. Personen får ett mejl med en länk som bara fungerar efter att hen har loggat in, en gång, i 7 dagar. Du får ingen kopia. Beställningen loggas.',
          export_done: 'Kopian tas fram; %{name} får ett mejl med länken',
          erase: 'Radera konto',
          erase_title: 'Radera kontot för %{name}?',
          erase_content:
            'Namn, e-post, telefon, personnummer, dokument, samtycken, medlemskap och inloggningar raderas nu och går inte att återställa. Svar, rapporter, chatt, möten och anteckningar är vårddokumentation och sparas avidentifierade under den tid patientdatalagen kräver. Skriv kontots e-postadress för att bekräfta.',
          erase_email: 'Kontots e-postadress',
          erase_confirm: 'Radera kontot',
          cancel: 'Avbryt',
          erased_done: 'Kontot är raderat; det visas nu som %{pseudonym}',
        },
        created: 'Sparat',
        create_title: 'Ny användare',
        tabs: {
          details: 'Uppgifter',
          subscriptions: 'Prenumerationer',
          access_log: 'Åtkomstlogg',
        },
        pending_email:
          'Väntar på att %{email} bekräftar bytet. Kontot behåller sin e-postadress tills dess; den gamla adressen har fått besked.',
        temp: {
          no_invitation: 'Ingen inbjudan har skickats.',
          pending: 'Inbjudan väntar på svar (giltig till %{date}).',
          accepted: 'Inbjudan accepterades %{date}.',
          subscriptions: 'Förberedda prenumerationer',
          none: 'Inga förberedda prenumerationer.',
          edit: 'Redigera användaren',
          link: 'Inbjudan och förberedda prenumerationer',
        },
        validation: {
          first_name: 'Förnamn krävs',
          last_name: 'Efternamn krävs',
          email: 'E-post krävs',
          email_invalid: 'E-postadressen är inte giltig',
          phone: 'Telefon krävs',
          phone_long: 'Telefonnumret ska vara kortare än 15 tecken',
          national_id: 'Personnumret ska vara 12 siffror och bara siffror',
          national_id_required: 'Personnummer krävs',
        },
        errors: {
          network: 'Något gick fel',
        },
      },
    },
  },
  en: {
    resources: {
      users: {
        name: 'User |||| Users',
        fields: {
          first_name: 'First name',
          last_name: 'Last name',
          email: 'E-mail',
          phone: 'Phone',
          national_id: 'National ID',
          role: 'Role',
          default_lang: 'Language',
          health_coach: 'Health coach',
          companies: 'Companies',
          activated_at: 'Activated',
          blocked_at: 'Blocked',
          protected_identity: 'Protected identity',
          q: 'Search',
        },
      },
    },
    app: {
      users: {
        blocked: 'Blocked',
        protected_identity: 'Protected identity',
        protected_identity_help:
          'The personal number is not shown to staff. Only administrators can change this.',
        block: 'Block',
        unblock: 'Unblock',
        block_title: 'Block %{name}?',
        block_content: 'The account is blocked and all its sessions end. You can unblock it later.',
        unblock_title: 'Unblock %{name}?',
        unblock_content: 'The user can log in again.',
        blocked_done: '%{name} is blocked',
        unblocked: '%{name} can log in again',
        gdpr: {
          export: 'Export the user’s data',
          export_title: 'Put together a copy of the data about %{name}?',
          export_content:
            'All data about the person is put in a ZIP file. The person is mailed a link that works only after they log in, once, for 7 days. You get no copy. The request is logged.',
          export_done: 'The copy is being made; %{name} is mailed the link',
          erase: 'Erase account',
          erase_title: 'Erase the account of %{name}?',
          erase_content:
            'Name, e-mail, phone, personal number, documents, consents, memberships and sessions are erased now and cannot be restored. Answers, reports, chat, meetings and notes are treatment documentation and are kept, pseudonymised, as long as the patient data law requires. Type the account’s e-mail to confirm.',
          erase_email: 'The account’s e-mail',
          erase_confirm: 'Erase the account',
          cancel: 'Cancel',
          erased_done: 'The account is erased; it now shows as %{pseudonym}',
        },
        created: 'Saved successfully',
        create_title: 'New user',
        tabs: {
          details: 'Details',
          subscriptions: 'Subscriptions',
          access_log: 'Access log',
        },
        pending_email:
          'Waiting for %{email} to confirm the change. The account keeps its e-mail until then; the old address has been told.',
        temp: {
          no_invitation: 'No invitation has been sent.',
          pending: 'The invitation awaits an answer (valid until %{date}).',
          accepted: 'The invitation was accepted on %{date}.',
          subscriptions: 'Prepared subscriptions',
          none: 'No prepared subscriptions.',
          edit: 'Edit the user',
          link: 'Invitation and prepared subscriptions',
        },
        validation: {
          first_name: 'First name is required',
          last_name: 'Last name is required',
          email: 'E-mail is required',
          email_invalid: 'E-mail must be valid',
          phone: 'Phone is required',
          phone_long: 'Phone must be under 15 characters',
          national_id: 'National ID must be 12 digits and digits only',
          national_id_required: 'National ID is required',
        },
        errors: {
          network: 'Something went wrong',
        },
      },
    },
  },
};
