import { MikroOrmModule } from '@mikro-orm/nestjs';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { Logger, Module } from '@nestjs/common';
import { Environment } from 'src/config/environment';
import { createOrmOptions } from './orm-options';

const ormLogger = new Logger('Database');

@Module({
  imports: [
    MikroOrmModule.forRootAsync({
      inject: [Environment],
      useFactory: (environment: Environment) =>
        createOrmOptions(environment, (message) => ormLogger.log(message)),
      driver: PostgreSqlDriver,
    }),
  ],
})
export class DatabaseModule {}
