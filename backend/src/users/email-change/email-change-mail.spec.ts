import {
  emailChangeConfirmMail,
  emailChangedMail,
  emailChangeRequestedMail,
} from './email-change-mail';

describe('the e-mail change mails', () => {
  const link = 'https://app.example.com/session/confirm-email/abc_DEF-123';

  it('sends the link to the new address, in the user’s language', () => {
    const swedish = emailChangeConfirmMail({
      to: 'ny@example.com',
      firstName: 'Klara',
      language: 'sv',
      link,
      validHours: 24,
    });
    expect(swedish.to).toBe('ny@example.com');
    expect(swedish.subject).toBe('Bekräfta din nya e-postadress i Sinnro');
    expect(swedish.text).toContain(`Bekräfta den nya e-postadressen: ${link}`);
    expect(swedish.text).toContain('24 timmar');
    expect(swedish.html).toContain(`href="${link}"`);
    const english = emailChangeConfirmMail({
      to: 'new@example.com',
      firstName: '<b>Robin</b>',
      language: 'en',
      link,
      validHours: 24,
    });
    expect(english.subject).toBe('Confirm your new e-mail in Sinnro');
    expect(english.html).toContain('&lt;b&gt;Robin&lt;/b&gt;');
  });

  it('tells the old address who asked, with no link and no new address', () => {
    const byStaff = emailChangeRequestedMail({
      to: 'gammal@example.com',
      firstName: 'Klara',
      language: 'sv',
      requestedBy: 'staff',
    });
    expect(byStaff.to).toBe('gammal@example.com');
    expect(byStaff.text).toContain('har begärts av personal i Sinnro');
    expect(byStaff.text).not.toMatch(/https?:|@/);
    expect(byStaff.html).toBeUndefined();
    const byOwner = emailChangeRequestedMail({
      to: 'old@example.com',
      firstName: 'Robin',
      language: 'en',
      requestedBy: 'owner',
    });
    expect(byOwner.text).toContain('was requested from your account');
    const changed = emailChangedMail({ to: 'old@example.com', firstName: 'Robin', language: 'en' });
    expect(changed.subject).toBe('The e-mail of your Sinnro account has changed');
    expect(changed.text).not.toMatch(/https?:/);
  });
});
