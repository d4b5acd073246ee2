import { Controller, Get, HttpStatus } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, HealthIndicatorService } from '@nestjs/terminus';
import { Public } from 'src/access/access-requirements';
import { ApiException } from 'src/common/errors/api-exception';
import { type MessageKey } from 'src/common/i18n/messages';
import { DependencyPings } from './dependency-pings';

const DOWN_MESSAGE: Record<'database' | 'redis', MessageKey> = {
  database: 'health.databaseDown',
  redis: 'health.redisDown',
};

@ApiTags('health')
@Controller('api/health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    private readonly pings: DependencyPings,
  ) {}

  @Get()
  @Public()
  @HealthCheck()
  @ApiOperation({ summary: 'Liveness: the process answers.' })
  live() {
    return this.health.check([]);
  }

  @Get('ready')
  @Public()
  @HealthCheck()
  @ApiOperation({ summary: 'Readiness: PostgreSQL and Redis answer; 503 names what is down.' })
  async ready() {
    const [database, redis] = await Promise.all([this.pings.database(), this.pings.redisServer()]);
    const down = (Object.entries({ database, redis }) as ['database' | 'redis', boolean][])
      .filter(([, up]) => !up)
      .map(([name]) => name);
    if (down.length > 0) {
      throw new ApiException(
        HttpStatus.SERVICE_UNAVAILABLE,
        { key: 'error.serviceUnavailable' },
        Object.fromEntries(down.map((name) => [name, [{ key: DOWN_MESSAGE[name] }]])),
      );
    }
    return this.health.check([
      () => this.indicators.check('database').up(),
      () => this.indicators.check('redis').up(),
    ]);
  }
}
