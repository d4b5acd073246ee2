import { DynamicModule, Global, Module } from '@nestjs/common';
import { Environment } from './environment';

/** Makes the validated Environment injectable everywhere (inject the Environment class). */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(environment: Environment): DynamicModule {
    return {
      module: ConfigModule,
      providers: [{ provide: Environment, useValue: environment }],
      exports: [Environment],
    };
  }
}
