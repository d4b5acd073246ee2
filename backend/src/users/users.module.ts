import { Module } from '@nestjs/common';
import { OrganisationScopeModule } from 'src/companies/organisation-scope.module';
import { LookupsModule } from 'src/lookups/lookups.module';
import { SubscriptionReadsModule } from 'src/subscriptions/subscription-reads.module';
import { AdminUsersController } from './admin-users.controller';
import { CurrentUserProfileService } from './current-user-profile.service';
import { CurrentUserController } from './current-user.controller';
import { AccountChangesService } from './email-change/account-changes.service';
import { EmailChangeController } from './email-change/email-change.controller';
import { EmailChangeService } from './email-change/email-change.service';
import { ManagedUsersService } from './managed-users.service';
import { OwnProfileService } from './own-profile.service';
import { RolesController } from './roles.controller';
import { UserAdminController } from './user-admin.controller';
import { UserBlockingService } from './user-blocking.service';
import { UserDirectoryController } from './user-directory.controller';
import { UserDirectoryService } from './user-directory.service';
import { UserFormChecksService } from './user-form-checks.service';
import { UserMembershipsService } from './user-memberships.service';
import { UserProfileFactsService } from './user-profile-facts.service';
import { UserWriterService } from './user-writer.service';
import { UsersController } from './users.controller';

@Module({
  imports: [LookupsModule, OrganisationScopeModule, SubscriptionReadsModule],
  controllers: [
    UsersController,
    CurrentUserController,
    UserDirectoryController,
    UserAdminController,
    RolesController,
    AdminUsersController,
    EmailChangeController,
  ],
  providers: [
    CurrentUserProfileService,
    UserMembershipsService,
    UserProfileFactsService,
    OwnProfileService,
    UserDirectoryService,
    ManagedUsersService,
    UserFormChecksService,
    UserWriterService,
    UserBlockingService,
    EmailChangeService,
    AccountChangesService,
  ],
  exports: [CurrentUserProfileService, UserMembershipsService],
})
export class UsersModule {}
