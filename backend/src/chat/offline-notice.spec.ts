import { messagesLink, offlineNoticeMail } from './offline-notice';

const urls = { clientWebUrl: 'https://app.example.se/', consoleUrl: 'https://console.example.se' };

describe('the offline notice mail', () => {
  it('links each role to where it reads messages', () => {
    expect(messagesLink('client', urls)).toBe('https://app.example.se/client/messages');
    expect(messagesLink('therapist-premium', urls)).toBe('https://app.example.se/clients/messages');
    expect(messagesLink('clinic-therapist', urls)).toBe('https://app.example.se/messages');
    expect(messagesLink('hc', urls)).toBe('https://console.example.se/admin/messages/list');
  });

  it('says only that a message waits, in the recipient’s language (Swedish by default)', () => {
    const sv = offlineNoticeMail('klara@example.se', 'sv', 'https://app.example.se/x');
    expect(sv).toMatchObject({
      to: 'klara@example.se',
      subject: 'Du har ett nytt meddelande på Sinnro',
    });
    expect(sv.text).toContain('https://app.example.se/x');
    expect(offlineNoticeMail('a@example.se', 'en', 'l').subject).toBe(
      'You have a new message on Sinnro',
    );
    expect(offlineNoticeMail('a@example.se', 'fi', 'l').subject).toBe(sv.subject);
  });
});
