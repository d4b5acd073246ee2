import { Module } from '@nestjs/common';
import { CurrentUserProfileService } from './current-user-profile.service';
import { UsersController } from './users.controller';

@Module({
  controllers: [UsersController],
  providers: [CurrentUserProfileService],
  exports: [CurrentUserProfileService],
})
export class UsersModule {}
