import { Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { RequirePermission } from 'src/access/access-requirements';
import { QueueBoardSessions, type QueueBoardSessionView } from './queue-board-sessions.service';

/** Opens the job queue board (Bull Board at /api/queues) for an admin's browser. */
@ApiTags('queues')
@ApiBearerAuth()
@Controller('api/queues')
export class QueueBoardController {
  constructor(private readonly sessions: QueueBoardSessions) {}

  @Post('session')
  @HttpCode(200)
  @RequirePermission('queue.read')
  @ApiOperation({
    summary: 'Open the job queue board for 15 minutes: then open /api/queues in this browser.',
    description:
      'Sets a short-lived HttpOnly, SameSite=Strict cookie for /api/queues (signed, naming ' +
      'nobody); the board answers 401 without it.',
  })
  open(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): QueueBoardSessionView {
    const { cookie, view } = this.sessions.open(request.protocol === 'https');
    void reply.header('set-cookie', cookie);
    return view;
  }
}
