/** The access log's texts. */
export const accessLogMessages = {
  sv: {
    app: {
      access_log: {
        title: 'Åtkomstlogg',
        empty: 'Ingen har läst eller ändrat användarens uppgifter ännu.',
        occurred_at: 'Tidpunkt',
        action: 'Händelse',
        resource: 'Uppgift',
        actor: 'Utförd av',
        acting_as: 'Inloggad som',
        actions: { read: 'Läst', create: 'Skapad', update: 'Ändrad', delete: 'Borttagen' },
      },
    },
  },
  en: {
    app: {
      access_log: {
        title: 'Access log',
        empty: 'Nobody has read or changed the user’s data yet.',
        occurred_at: 'Time',
        action: 'Event',
        resource: 'Data',
        actor: 'Done by',
        acting_as: 'Logged in as',
        actions: { read: 'Read', create: 'Created', update: 'Changed', delete: 'Deleted' },
      },
    },
  },
};
