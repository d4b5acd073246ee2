import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter as BoardAdapter } from '@bull-board/fastify';
import { getQueueToken } from '@nestjs/bullmq';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost, ModuleRef } from '@nestjs/core';
import { type Queue } from 'bullmq';
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { cookieValue } from 'src/access/eid/eid-login-state';
import { reasonPhrase } from 'src/common/errors/error-body';
import { requestLanguage } from 'src/common/i18n/language';
import { translate } from 'src/common/i18n/messages';
import { Environment } from 'src/config/environment';
import { JOB_NAMES, queueOf } from 'src/jobs/job-catalogue';
import { isValidBoardSession, QUEUE_BOARD_COOKIE, QUEUE_BOARD_PATH } from './queue-board-session';

/** The queues some job of the catalogue runs on: the board shows each of them. */
export const BOARD_QUEUES = [...new Set(JOB_NAMES.map(queueOf))];

/**
 * Bull Board at /api/queues, read-only (nothing can be retried, removed, added or paused there),
 * on the API's queues. Nest's guards do not run on the routes it registers and a browser sends no
 * bearer token there, so its own hook lets through only a board session cookie, which an admin
 * gets from POST /api/queues/session; everything else answers 401.
 */
@Injectable()
export class QueueBoard implements OnModuleInit {
  private readonly registered: string[] = [];

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly moduleRef: ModuleRef,
    private readonly environment: Environment,
  ) {}

  /** "METHOD /path" of every route the board registered (known once the server is ready). */
  routes(): readonly string[] {
    return this.registered;
  }

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    const board = new BoardAdapter();
    board.setBasePath(QUEUE_BOARD_PATH);
    createBullBoard({
      queues: BOARD_QUEUES.map(
        (name) =>
          new BullMQAdapter(this.moduleRef.get<Queue>(getQueueToken(name), { strict: false }), {
            readOnlyMode: true,
          }),
      ),
      serverAdapter: board,
      options: { uiConfig: { boardTitle: 'Sinnro queues' } },
    });
    const secret = this.environment.JWT_SECRET;
    // An encapsulated context: the hook and the board's plugins apply to the board's routes only.
    void fastify.register(async (scope) => {
      scope.addHook('onRoute', (route) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        for (const method of methods) this.registered.push(`${method} ${route.url}`);
      });
      scope.addHook('onRequest', async (request, reply) => {
        if (!isValidBoardSession(secret, cookieValue(request.headers.cookie, QUEUE_BOARD_COOKIE))) {
          return refuse(request, reply);
        }
        void reply.header('cache-control', 'no-store');
        return undefined;
      });
      await scope.register(board.registerPlugin(), { prefix: QUEUE_BOARD_PATH });
    });
  }
}

function refuse(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply
    .code(401)
    .header('cache-control', 'no-store')
    .send({
      statusCode: 401,
      error: reasonPhrase(401),
      message: translate({ key: 'error.unauthorized' }, requestLanguage(request)),
    });
}
