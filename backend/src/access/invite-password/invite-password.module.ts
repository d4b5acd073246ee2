import { Module } from '@nestjs/common';
import { UsersModule } from 'src/users/users.module';
import { InvitePasswordController } from './invite-password.controller';
import { InvitePasswordService } from './invite-password.service';

/** POST /api/check-invite and /api/update-new-user-password. */
@Module({
  imports: [UsersModule],
  controllers: [InvitePasswordController],
  providers: [InvitePasswordService],
})
export class InvitePasswordModule {}
