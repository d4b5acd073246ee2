import { Module } from '@nestjs/common';
import { SpecialistsModule } from 'src/specialists/specialists.module';
import { DashboardController } from './dashboard.controller';
import { DashboardService } from './dashboard.service';

/** GET /api/admin/dashboard for the console's three roles. */
@Module({
  imports: [SpecialistsModule],
  controllers: [DashboardController],
  providers: [DashboardService],
})
export class DashboardModule {}
