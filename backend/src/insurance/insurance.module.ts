import { Module } from '@nestjs/common';
import { Environment } from 'src/config/environment';
import { InsuranceController } from './insurance.controller';
import { INSURANCE_PROVIDER } from './insurance-provider';
import { insuranceProviderFor } from './insurance-provider.factory';
import { InsuranceService } from './insurance.service';

/** GET /api/v1/insurance through the configured insurer adapter. */
@Module({
  controllers: [InsuranceController],
  providers: [
    InsuranceService,
    { provide: INSURANCE_PROVIDER, inject: [Environment], useFactory: insuranceProviderFor },
  ],
})
export class InsuranceModule {}
