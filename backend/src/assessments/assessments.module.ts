import { Module } from '@nestjs/common';
import { OrganisationScopeModule } from 'src/companies/organisation-scope.module';
import { UsersModule } from 'src/users/users.module';
import { AssessmentsController } from './assessments.controller';
import { AssessmentsService } from './assessments.service';

/** Assessments: a client's repetitions of each assessment module, their reports and due dates. */
@Module({
  imports: [UsersModule, OrganisationScopeModule],
  controllers: [AssessmentsController],
  providers: [AssessmentsService],
})
export class AssessmentsModule {}
