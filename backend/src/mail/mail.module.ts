import { Global, Module } from '@nestjs/common';
import { MailService } from './mail.service';

/**
 * Storing a mail and queueing it (through the job producer, which in the API fails at once while
 * Redis is down; the stored mail is then re-queued by the sweep). Imported once per process
 * (AppModule, MailWorkerModule); every domain module may send mail.
 */
@Global()
@Module({ providers: [MailService], exports: [MailService] })
export class MailModule {}
