import { MikroOrmModule } from '@mikro-orm/nestjs';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { Global, Logger, Module } from '@nestjs/common';
import { Environment } from 'src/config/environment';
import { createOrmOptions } from './orm-options';
import { PreparedStatements } from './prepared-statements';

const ormLogger = new Logger('Database');

/** The ORM, and hot reads as prepared statements on its pool, for every module. */
@Global()
@Module({
  imports: [
    MikroOrmModule.forRootAsync({
      inject: [Environment],
      useFactory: (environment: Environment) =>
        createOrmOptions(environment, (message) => ormLogger.log(message)),
      driver: PostgreSqlDriver,
    }),
  ],
  providers: [PreparedStatements],
  exports: [PreparedStatements],
})
export class DatabaseModule {}
