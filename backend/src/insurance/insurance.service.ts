import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { type CallerAccess } from 'src/access/caller-access';
import { AccessLogService } from 'src/access-log/access-log.service';
import { ApiException } from 'src/common/errors/api-exception';
import { Environment } from 'src/config/environment';
import { NationalIdCipher } from 'src/users/national-id/national-id-cipher';
import { User } from 'src/users/user.entity';
import { type InsuranceCoverageDto } from './dto/insurance-coverage.dto';
import {
  INSURANCE_PROVIDER,
  type InsuranceProvider,
  InsuranceProviderError,
} from './insurance-provider';
import { nationalIdDigest, pseudonymUuid } from './national-id-pseudonym';

/**
 * The insurance check: asks the insurer whether a person's insurance pays for treatment. Every
 * lookup is access-logged before the insurer is asked (so failed ones are too), under the
 * person's account when they have one, else under a keyed-hash pseudonym: never the plain number.
 */
@Injectable()
export class InsuranceService {
  private readonly logger = new Logger('InsuranceCheck');

  constructor(
    private readonly em: EntityManager,
    private readonly accessLog: AccessLogService,
    @Inject(INSURANCE_PROVIDER) private readonly provider: InsuranceProvider,
    @Inject(Environment) private readonly environment: Environment,
    private readonly nationalIds: NationalIdCipher,
  ) {}

  async check(caller: CallerAccess, nationalId: string): Promise<InsuranceCoverageDto> {
    const digest = nationalIdDigest(nationalId, this.environment.JWT_SECRET);
    const person = await this.em.findOne(
      User,
      { nationalIdIndex: this.nationalIds.index(nationalId) },
      { fields: ['uuid'] },
    );
    await this.accessLog.record(caller, {
      clientUuid: person?.uuid ?? pseudonymUuid(digest),
      action: 'read',
      resource: 'insurance',
      resourceId: `nid-hmac:${digest}`,
    });
    try {
      const coverage = await this.provider.coverage(nationalId);
      return {
        covered: coverage.covered,
        insurer: coverage.insurer,
        valid_from: coverage.validFrom,
        valid_to: coverage.validTo,
      };
    } catch (error) {
      if (!(error instanceof InsuranceProviderError)) throw error;
      this.logger.warn(`Insurance check failed: ${error.message}`);
      throw new ApiException(HttpStatus.BAD_GATEWAY, { key: 'insurance.thirdPartyError' });
    }
  }
}
