import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { type FastifyReply } from 'fastify';
import { Authenticated, ChangesData } from 'src/access/access-requirements';
import { Access } from 'src/access/authenticated-user';
import { type CallerAccess } from 'src/access/caller-access';
import { RateLimit } from 'src/common/http/rate-limit/rate-limit.decorator';
import { IdParamPipe } from 'src/reports/id-param.pipe';
import { ChatService } from './chat.service';
import {
  type ConversationView,
  type MarkReadAnswer,
  type MessagePage,
  type MessageTemplateView,
  type MessageView,
  type UnreadCounts,
} from './chat-views';
import {
  ConversationStatusDto,
  CreateMessageTemplateDto,
  MessagePageQuery,
  OpenConversationDto,
  SendMessageDto,
} from './dto/chat.dto';
import { UuidParamPipe } from './uuid-param.pipe';

/**
 * The chat between a client and their therapist or health coach. Every logged-in user may call
 * these routes; each answers only the caller's own conversations (404 for anyone else's).
 */
@ApiTags('chat')
@ApiBearerAuth()
@Controller('api')
export class ChatController {
  constructor(private readonly chat: ChatService) {}

  @Get('conversations')
  @Authenticated()
  @ApiOperation({ summary: 'The caller’s conversations, newest activity first.' })
  conversations(@Access() caller: CallerAccess): Promise<ConversationView[]> {
    return this.chat.list(caller);
  }

  @Post('conversations')
  @HttpCode(201)
  @Authenticated()
  @ApiOperation({
    summary:
      'Opens THE conversation of the caller and their client, therapist or health coach ' +
      '(201 created, 200 when it exists); anyone else answers 404.',
  })
  async open(
    @Access() caller: CallerAccess,
    @Body() body: OpenConversationDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ConversationView> {
    const { created, view } = await this.chat.open(caller, body.participant_uuid.toLowerCase());
    if (!created) void reply.code(200);
    return view;
  }

  @Put('conversations/:id')
  @Authenticated()
  @ApiParam({ name: 'id', description: 'A conversation of the caller' })
  @ApiOperation({
    summary: 'Pauses or reactivates the conversation (its specialist only; its client gets 403).',
  })
  setStatus(
    @Access() caller: CallerAccess,
    @Param('id', IdParamPipe) id: number,
    @Body() body: ConversationStatusDto,
  ): Promise<ConversationView> {
    return this.chat.setStatus(caller, id, body.status);
  }

  @Get('conversations/:id/messages')
  @Authenticated()
  @ApiParam({
    name: 'id',
    description: 'A conversation of the caller (with chat.read.[*], every conversation)',
  })
  @ApiOperation({
    summary:
      'A page of the conversation’s messages, oldest first; next_cursor is the `before` of ' +
      'the older page (access-logged).',
  })
  messages(
    @Access() caller: CallerAccess,
    @Param('id', IdParamPipe) id: number,
    @Query() query: MessagePageQuery,
  ): Promise<MessagePage> {
    return this.chat.messages(caller, id, { before: query.before, limit: query.limit });
  }

  @Post('messages')
  @HttpCode(201)
  @Authenticated()
  @RateLimit('chatMessages', (request) => conversationOf(request.body))
  @ApiOperation({
    summary:
      'Sends a text message (1 to 10,000 characters) in the caller’s conversation; a paused ' +
      'conversation refuses the client’s (409). Each sender has RATE_LIMIT_CHAT_MESSAGES_PER_MINUTE ' +
      'messages per conversation and minute; past it, 429 with Retry-After. Never changes an approval.',
  })
  send(@Access() caller: CallerAccess, @Body() body: SendMessageDto): Promise<MessageView> {
    return this.chat.send(caller, body.conversation_id, body.message);
  }

  @Get('messages/unread')
  @Authenticated()
  @ApiOperation({ summary: 'Messages to the caller not yet read, and how many clients sent them.' })
  unread(@Access() caller: CallerAccess): Promise<UnreadCounts> {
    return this.chat.unread(caller);
  }

  @Get('mark-chat-as-read-on-db/:to/:from/:id')
  @Authenticated()
  @ChangesData()
  @ApiParam({ name: 'to', description: 'The caller’s uuid' })
  @ApiParam({ name: 'from', description: 'The uuid of the other participant' })
  @ApiParam({ name: 'id', description: 'The conversation' })
  @ApiOperation({
    summary: 'Marks read the messages `from` sent to the caller in the conversation.',
  })
  markRead(
    @Access() caller: CallerAccess,
    @Param('to', UuidParamPipe) to: string,
    @Param('from', UuidParamPipe) from: string,
    @Param('id', IdParamPipe) id: number,
  ): Promise<MarkReadAnswer> {
    return this.chat.markRead(caller, to, from, id);
  }

  @Get('message-templates')
  @Authenticated()
  @ApiOperation({ summary: 'The calling specialist’s own message templates (others: 403).' })
  templates(@Access() caller: CallerAccess): Promise<MessageTemplateView[]> {
    return this.chat.templates(caller);
  }

  @Post('message-templates')
  @HttpCode(201)
  @Authenticated()
  @ApiOperation({ summary: 'Adds a message template of the calling specialist (others: 403).' })
  addTemplate(
    @Access() caller: CallerAccess,
    @Body() body: CreateMessageTemplateDto,
  ): Promise<MessageTemplateView> {
    return this.chat.addTemplate(caller, body);
  }
}

/**
 * The conversation a message goes to, read before validation (the limit counts refused calls
 * too): a whole number as the DTO takes it, else none (then the sender's limit is shared by every
 * such call).
 */
function conversationOf(body: unknown): number | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const id = (body as Record<string, unknown>).conversation_id;
  return typeof id === 'number' && Number.isSafeInteger(id) ? id : undefined;
}
