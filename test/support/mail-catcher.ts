import { freePort } from './free-port';

interface MailDevInstance {
  listen(callback: (error?: Error) => void): void;
  close(callback: () => void): void;
  getAllEmail(callback: (error: Error | null, mails: CaughtMail[]) => void): void;
}

type MailDevConstructor = new (options: Record<string, unknown>) => MailDevInstance;

export interface CaughtMail {
  subject: string;
  text?: string;
  to: { address: string }[];
}

/** maildev as a real SMTP server for a test; its inbox can be read back. */
export class MailCatcher {
  private constructor(
    private readonly maildev: MailDevInstance,
    readonly smtpUrl: string,
  ) {}

  static async start(): Promise<MailCatcher> {
    // maildev ships no types; its constructor is used as documented.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const MailDev = require('maildev') as MailDevConstructor;
    const smtp = await freePort();
    const web = await freePort();
    const maildev = new MailDev({ smtp, web, ip: '127.0.0.1', silent: true, disableWeb: true });
    await new Promise<void>((resolve, reject) =>
      maildev.listen((error) => (error ? reject(error) : resolve())),
    );
    return new MailCatcher(maildev, `smtp://127.0.0.1:${smtp}`);
  }

  inbox(): Promise<CaughtMail[]> {
    return new Promise((resolve, reject) =>
      this.maildev.getAllEmail((error, mails) => (error ? reject(error) : resolve(mails))),
    );
  }

  async waitFor(predicate: (mail: CaughtMail) => boolean, timeoutMs = 20_000): Promise<CaughtMail> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = (await this.inbox()).find(predicate);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('The expected mail did not arrive');
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.maildev.close(resolve));
  }
}
