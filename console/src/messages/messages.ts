/** The messages list's texts. */
export const messagesMessages = {
  sv: {
    resources: {
      conversations: {
        name: 'Meddelande |||| Meddelanden',
        fields: {
          client_uuid: 'Klient',
          specialist_uuid: 'Specialist',
          status: 'Status',
          message_count: 'Meddelanden',
          unread_count: 'Olästa',
          last_message_at: 'Senaste meddelande',
          q: 'Sök',
        },
      },
    },
    app: {
      messages: {
        empty: 'Inga meddelanden i konversationen.',
        read_only: 'Meddelanden (endast läsning)',
        messages: 'Meddelanden',
        unread: '%{smart_count} oläst |||| %{smart_count} olästa',
        not_read: 'oläst',
        older: 'Visa äldre meddelanden',
        statuses: { active: 'Aktiv', paused: 'Pausad' },
      },
    },
  },
  en: {
    resources: {
      conversations: {
        name: 'Message |||| Messages',
        fields: {
          client_uuid: 'Client',
          specialist_uuid: 'Specialist',
          status: 'Status',
          message_count: 'Messages',
          unread_count: 'Unread',
          last_message_at: 'Latest message',
          q: 'Search',
        },
      },
    },
    app: {
      messages: {
        empty: 'No messages in the conversation.',
        read_only: 'Messages (read only)',
        messages: 'Messages',
        unread: '%{smart_count} unread |||| %{smart_count} unread',
        not_read: 'unread',
        older: 'Show older messages',
        statuses: { active: 'Active', paused: 'Paused' },
      },
    },
  },
};
