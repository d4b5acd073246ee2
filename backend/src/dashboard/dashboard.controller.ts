import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequirePermission } from 'src/access/access-requirements';
import { Access } from 'src/access/authenticated-user';
import { type CallerAccess } from 'src/access/caller-access';
import { DashboardService } from './dashboard.service';
import { type DashboardView } from './dashboard-views';

/**
 * The console's dashboards (/admin, /cc, /hc/dashboard). Every console role holds `module.read`;
 * the service then answers the caller's role's counts, and 403 to any other role (clients and
 * therapists hold module.read too) or to a console role lacking what its counts read.
 */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/admin/dashboard')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get()
  @RequirePermission('module.read')
  @ApiOperation({
    summary:
      'The caller’s dashboard: counts for their role (admin, cc, hc; others 403) and new ' +
      'subscriptions (cc: new modules) per ISO week (UTC) over the last 12 weeks.',
  })
  show(@Access() caller: CallerAccess): Promise<DashboardView> {
    return this.dashboard.forCaller(caller);
  }
}
