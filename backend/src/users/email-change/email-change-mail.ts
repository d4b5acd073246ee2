import { type Language } from 'src/common/i18n/language';
import { linkMail } from 'src/mail/link-mail';
import { type MailToSend } from 'src/mail/mail.service';

export interface EmailChangeConfirmFacts {
  to: string;
  firstName: string;
  language: Language;
  link: string;
  validHours: number;
}

/** Who asked for a change: the account's owner or someone else (staff); never a name. */
export type ChangeRequester = 'owner' | 'staff';

export interface EmailChangeNoticeFacts {
  to: string;
  firstName: string;
  language: Language;
  requestedBy: ChangeRequester;
}

const WORDING = {
  sv: {
    confirmSubject: 'Bekräfta din nya e-postadress i Sinnro',
    greeting: (name: string) => `Hej ${name}!`,
    confirmBody: (hours: number) =>
      `Någon har bett om att ditt Sinnro-konto ska använda den här e-postadressen. Kontot behåller sin gamla adress tills du bekräftar. Länken gäller i ${hours} timmar och kan användas en gång.`,
    confirmAction: 'Bekräfta den nya e-postadressen',
    ignore: 'Om du inte väntade dig detta kan du bortse från meddelandet: ingenting ändras.',
    requestedSubject: 'Någon vill ändra e-postadressen för ditt Sinnro-konto',
    requestedBody: (by: ChangeRequester) =>
      (by === 'owner'
        ? 'En ändring av ditt kontos e-postadress har begärts från ditt konto.'
        : 'En ändring av ditt kontos e-postadress har begärts av personal i Sinnro.') +
      ' Kontot behåller den här adressen tills den nya adressen har bekräftats.',
    changedSubject: 'E-postadressen för ditt Sinnro-konto har ändrats',
    changedBody:
      'Ditt Sinnro-konto använder nu en annan e-postadress. Inloggning och återställning av lösenord går inte längre till den här adressen.',
    unexpected:
      'Om det inte var du eller din vårdgivare som bad om detta: kontakta Sinnros support.',
    signature: 'Hälsningar, Sinnro',
  },
  en: {
    confirmSubject: 'Confirm your new e-mail in Sinnro',
    greeting: (name: string) => `Hi ${name},`,
    confirmBody: (hours: number) =>
      `Someone has asked for your Sinnro account to use this e-mail. The account keeps its old address until you confirm. The link is valid for ${hours} hours and can be used once.`,
    confirmAction: 'Confirm the new e-mail',
    ignore: 'If you did not expect this, you can ignore this message: nothing changes.',
    requestedSubject: 'Someone wants to change the e-mail of your Sinnro account',
    requestedBody: (by: ChangeRequester) =>
      (by === 'owner'
        ? 'A change of your account’s e-mail was requested from your account.'
        : 'A change of your account’s e-mail was requested by Sinnro staff.') +
      ' The account keeps this address until the new address has been confirmed.',
    changedSubject: 'The e-mail of your Sinnro account has changed',
    changedBody:
      'Your Sinnro account now uses another e-mail. Login and password resets no longer go to this address.',
    unexpected: 'If neither you nor your care provider asked for this, contact Sinnro support.',
    signature: 'Best regards, Sinnro',
  },
} as const satisfies Record<Language, unknown>;

/** The mail to the new address, with the single-use confirmation link. */
export function emailChangeConfirmMail(facts: EmailChangeConfirmFacts): MailToSend {
  const wording = WORDING[facts.language];
  return linkMail({
    to: facts.to,
    subject: wording.confirmSubject,
    greeting: wording.greeting(facts.firstName),
    body: wording.confirmBody(facts.validHours),
    action: wording.confirmAction,
    link: facts.link,
    ignore: wording.ignore,
    signature: wording.signature,
  });
}

/**
 * The notice to the old address that a change was asked for: who asked (the owner or staff), no
 * link and not the new address.
 */
export function emailChangeRequestedMail(facts: EmailChangeNoticeFacts): MailToSend {
  const wording = WORDING[facts.language];
  return noticeMail(
    facts,
    wording.requestedSubject,
    wording.requestedBody(facts.requestedBy),
    wording,
  );
}

/** The notice to the old address once the new one has confirmed the change. */
export function emailChangedMail(facts: Omit<EmailChangeNoticeFacts, 'requestedBy'>): MailToSend {
  const wording = WORDING[facts.language];
  return noticeMail(facts, wording.changedSubject, wording.changedBody, wording);
}

function noticeMail(
  facts: { to: string; firstName: string },
  subject: string,
  body: string,
  wording: (typeof WORDING)[Language],
): MailToSend {
  const text = [
    wording.greeting(facts.firstName),
    '',
    body,
    '',
    wording.unexpected,
    '',
    wording.signature,
  ].join('\n');
  return { to: facts.to, subject, text };
}
