import { Module } from '@nestjs/common';
import { QueueBoard } from './queue-board';
import { QueueBoardController } from './queue-board.controller';
import { QueueBoardSessions } from './queue-board-sessions.service';

/** Bull Board for admins at /api/queues, and the route that opens it (API process only). */
@Module({
  controllers: [QueueBoardController],
  providers: [QueueBoard, QueueBoardSessions],
})
export class QueueBoardModule {}
