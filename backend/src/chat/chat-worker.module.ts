import { Module } from '@nestjs/common';
import { OfflineNoticeHandler } from './offline-notice.handler';

/** The worker side of the chat: the delayed offline notices (on the `mail` queue). */
@Module({ providers: [OfflineNoticeHandler] })
export class ChatWorkerModule {}
