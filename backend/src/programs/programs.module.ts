import { Module } from '@nestjs/common';
import { SubscriptionsModule } from 'src/subscriptions/subscriptions.module';
import { AdminProgramsController } from './admin-programs.controller';
import { CcProgramsController } from './cc-programs.controller';
import { CompanyProgramsController } from './company-programs.controller';
import { ProgramDeletionService } from './program-deletion.service';
import { ProgramEditorService } from './program-editor.service';
import { ProgramInputChecks } from './program-input-checks.service';
import { ProgramListService } from './program-list.service';
import { ProgramOptionsController } from './program-options.controller';
import { ProgramOptionsService } from './program-options.service';
import { ProgramWriterService } from './program-writer.service';
import { ProgramsCatalogueService } from './programs-catalogue.service';
import { ProgramsController } from './programs.controller';

/** Programs: the catalogue, both editors, their option lists and the console resource. */
@Module({
  imports: [SubscriptionsModule],
  controllers: [
    ProgramsController,
    CcProgramsController,
    ProgramOptionsController,
    CompanyProgramsController,
    AdminProgramsController,
  ],
  providers: [
    ProgramListService,
    ProgramsCatalogueService,
    ProgramEditorService,
    ProgramInputChecks,
    ProgramWriterService,
    ProgramDeletionService,
    ProgramOptionsService,
  ],
})
export class ProgramsModule {}
