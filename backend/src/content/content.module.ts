import { Module } from '@nestjs/common';
import { AdminChaptersController } from './admin-chapters.controller';
import { AdminContentService } from './admin-content.service';
import { AdminModulesController } from './admin-modules.controller';
import { AdminPagesController } from './admin-pages.controller';
import { AdminSectionsController } from './admin-sections.controller';
import { AdminTestsController } from './admin-tests.controller';
import { AttributesService } from './attributes.service';
import { ChaptersController } from './chapters.controller';
import { ChaptersService } from './chapters.service';
import { ContentAudit } from './content-audit.service';
import { ContentLocator } from './content-locator.service';
import { ContentTreeController } from './content-tree.controller';
import { ContentTreeService } from './content-tree.service';
import { ModulesController } from './modules.controller';
import { ModulesService } from './modules.service';
import { PagesController } from './pages.controller';
import { PagesService } from './pages.service';
import { QuestionsController } from './questions.controller';
import { QuestionsService } from './questions.service';
import { RiskItems } from './risk-items.service';
import { SectionsController } from './sections.controller';
import { SectionsService } from './sections.service';
import { TestsController } from './tests.controller';
import { TestsService } from './tests.service';

/** Content authoring and reading: modules, chapters, sections, pages, questions, tests. */
@Module({
  controllers: [
    ModulesController,
    ChaptersController,
    SectionsController,
    PagesController,
    QuestionsController,
    TestsController,
    ContentTreeController,
    AdminModulesController,
    AdminChaptersController,
    AdminSectionsController,
    AdminPagesController,
    AdminTestsController,
  ],
  providers: [
    ContentLocator,
    ContentAudit,
    ModulesService,
    ChaptersService,
    SectionsService,
    PagesService,
    QuestionsService,
    RiskItems,
    TestsService,
    ContentTreeService,
    AttributesService,
    AdminContentService,
  ],
  exports: [ContentLocator, ModulesService, TestsService],
})
export class ContentAuthoringModule {}
