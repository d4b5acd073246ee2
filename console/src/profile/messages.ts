/** The profile page's texts. */
export const profileMessages = {
  sv: {
    app: {
      profile: {
        title: 'Min profil',
        saved: 'Sparat',
        password: 'Lösenord',
        password_help: 'Du får ett mejl med en länk där du väljer ett nytt lösenord.',
        send_link: 'Skicka länk för att byta lösenord',
        link_sent: 'Länken har skickats',
      },
    },
  },
  en: {
    app: {
      profile: {
        title: 'My profile',
        saved: 'Saved successfully',
        password: 'Password',
        password_help: 'You get an e-mail with a link where you choose a new password.',
        send_link: 'Send a link to change the password',
        link_sent: 'The link has been sent',
      },
    },
  },
};
