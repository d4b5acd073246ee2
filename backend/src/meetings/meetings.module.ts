import { Module } from '@nestjs/common';
import { MeetingCreditsService } from './meeting-credits.service';
import { MeetingsController } from './meetings.controller';
import { MeetingsService } from './meetings.service';
import { JitsiVideoRoomProvider } from './video/jitsi-video-room-provider';
import { VideoRoomProvider } from './video/video-room-provider';

/** Video meetings: booking, cancelling, marking held (with its credits) and the meeting room. */
@Module({
  controllers: [MeetingsController],
  providers: [
    MeetingsService,
    MeetingCreditsService,
    { provide: VideoRoomProvider, useClass: JitsiVideoRoomProvider },
  ],
  exports: [MeetingsService],
})
export class MeetingsModule {}
