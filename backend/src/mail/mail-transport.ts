import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { Environment } from 'src/config/environment';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string | null;
}

/** The SMTP adapter (SMTP_URL): a local catcher in development and tests, a relay in production. */
@Injectable()
export class MailTransport implements OnApplicationShutdown {
  private readonly transporter: Transporter;

  constructor(@Inject(Environment) private readonly environment: Environment) {
    this.transporter = createTransport(environment.SMTP_URL);
  }

  async deliver(message: MailMessage): Promise<void> {
    await this.transporter.sendMail({
      from: this.environment.MAIL_FROM,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? undefined,
    });
  }

  onApplicationShutdown(): void {
    this.transporter.close();
  }
}
