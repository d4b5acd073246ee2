import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { type FastifyReply } from 'fastify';
import { RequirePermission } from 'src/access/access-requirements';
import { Access } from 'src/access/authenticated-user';
import { type CallerAccess } from 'src/access/caller-access';
import { AdminListQuery, filters, parseAdminList, sendListPage } from 'src/common/http/react-admin';
import { IdParamPipe } from 'src/reports/id-param.pipe';
import { AdminConversationsService } from './admin-conversations.service';
import { ADMIN_CONVERSATION_SORTS } from './chat-queries';
import { type AdminConversationView } from './chat-views';
import { CONVERSATION_STATUSES } from './conversation.entity';

/**
 * The console's /admin/messages/list: every conversation, react-admin style, for `chat.read.[*]`
 * (admin, hc) only; a company member's `chat.read.[company]` answers 403. No message content:
 * the messages are read through GET /api/conversations/:id/messages, access-logged.
 */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/admin/conversations')
@RequirePermission('chat.read')
export class AdminConversationsController {
  constructor(private readonly conversations: AdminConversationsService) {}

  @Get()
  @ApiOperation({
    summary:
      'Every conversation (filter id, status, client_uuid, specialist_uuid, q), without messages.',
  })
  async list(
    @Access() caller: CallerAccess,
    @Query() raw: AdminListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminConversationView[]> {
    const query = parseAdminList(raw, ADMIN_CONVERSATION_SORTS, 'updated_at');
    const page = await this.conversations.find(
      caller,
      {
        ids: filters.numericIds(query),
        status: filters.oneOf(query.filter, 'status', CONVERSATION_STATUSES),
        clientUuid: filters.uuid(query.filter, 'client_uuid'),
        specialistUuid: filters.uuid(query.filter, 'specialist_uuid'),
        q: filters.text(query.filter, 'q'),
      },
      { offset: query.offset, limit: query.limit, sort: query.sort.field, order: query.sort.order },
    );
    return sendListPage(reply, 'conversations', query, page);
  }

  @Get(':id')
  @ApiParam({ name: 'id', description: 'A conversation' })
  @ApiOperation({ summary: 'One conversation, without messages.' })
  one(
    @Access() caller: CallerAccess,
    @Param('id', IdParamPipe) id: number,
  ): Promise<AdminConversationView> {
    return this.conversations.one(caller, id);
  }
}
