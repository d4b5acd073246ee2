import { Module } from '@nestjs/common';
import { LearningModule } from 'src/learning/learning.module';
import { MeetingsModule } from 'src/meetings/meetings.module';
import { GeneratedReportsModule } from 'src/client-reports/generated-reports.module';
import { NextStepsController } from './next-steps.controller';
import { NextStepsService } from './next-steps.service';

/** The client's start page: GET /api/v1/client/next-steps/{lang}. */
@Module({
  imports: [LearningModule, MeetingsModule, GeneratedReportsModule],
  controllers: [NextStepsController],
  providers: [NextStepsService],
})
export class ClientHomeModule {}
