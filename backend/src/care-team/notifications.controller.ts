import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Authenticated } from 'src/access/access-requirements';
import { Access } from 'src/access/authenticated-user';
import { type CallerAccess } from 'src/access/caller-access';
import { IdParamPipe } from 'src/reports/id-param.pipe';
import { type NotificationView } from './notification-view';
import { NotificationsService } from './notifications.service';

/** A specialist's notifications about their clients (risk flags, pages to approve). */
@ApiTags('care-team')
@ApiBearerAuth()
@Controller('api/notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  @Authenticated()
  @ApiOperation({
    summary:
      'The caller’s notifications: open before acknowledged, risk flags first, newest first.',
  })
  list(@Access() caller: CallerAccess): Promise<NotificationView[]> {
    return this.notifications.list(caller);
  }

  @Post(':id/acknowledge')
  @HttpCode(200)
  @Authenticated()
  @ApiParam({ name: 'id', description: 'A notification of the caller (another’s answers 404)' })
  @ApiOperation({
    summary: 'Acknowledges the notification (audited); repeating it changes nothing.',
  })
  acknowledge(
    @Access() caller: CallerAccess,
    @Param('id', IdParamPipe) id: number,
  ): Promise<NotificationView> {
    return this.notifications.acknowledge(caller, id);
  }
}
