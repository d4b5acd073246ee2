import { DynamicModule, Global, Module } from '@nestjs/common';
import { NationalIdCipher } from 'src/users/national-id/national-id-cipher';
import { nationalIdCipherOf } from 'src/users/national-id/national-id-keys';
import { Environment } from './environment';

/**
 * Makes the validated Environment injectable everywhere (inject the Environment class), and the
 * personal-number cipher built from its keys (inject NationalIdCipher).
 */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(environment: Environment): DynamicModule {
    return {
      module: ConfigModule,
      providers: [
        { provide: Environment, useValue: environment },
        { provide: NationalIdCipher, useValue: nationalIdCipherOf(environment) },
      ],
      exports: [Environment, NationalIdCipher],
    };
  }
}
