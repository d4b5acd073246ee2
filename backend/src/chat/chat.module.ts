import { Module } from '@nestjs/common';
import { CareTeamModule } from 'src/care-team/care-team.module';
import { AdminConversationsController } from './admin-conversations.controller';
import { AdminConversationsService } from './admin-conversations.service';
import { ChatController } from './chat.controller';
import { ChatEvents } from './chat-events';
import { ChatSocketLimits } from './chat-socket-limits';
import { ChatGateway } from './chat.gateway';
import { ChatService } from './chat.service';

/** Conversations, messages, templates, and their socket.io gateway (API process). */
@Module({
  imports: [CareTeamModule],
  controllers: [ChatController, AdminConversationsController],
  providers: [ChatService, AdminConversationsService, ChatEvents, ChatSocketLimits, ChatGateway],
  exports: [ChatService],
})
export class ChatModule {}
