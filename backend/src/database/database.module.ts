import { MikroOrmModule } from '@mikro-orm/nestjs';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { Module } from '@nestjs/common';
import { Environment } from 'src/config/environment';
import { createOrmOptions } from './orm-options';

@Module({
  imports: [
    MikroOrmModule.forRootAsync({
      inject: [Environment],
      useFactory: (environment: Environment) => createOrmOptions(environment),
      driver: PostgreSqlDriver,
    }),
  ],
})
export class DatabaseModule {}
