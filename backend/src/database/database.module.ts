import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { isDatabaseUnavailable } from '../common/http/database-unavailable';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { createDataSource } from './create-data-source';
import { dataSourceOptions } from './data-source-options';
import { SqlDialect } from './sql-dialect';
import { TransactionRunner } from './transaction-runner';

@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: async (config: AppConfig) => ({
        ...(await dataSourceOptions(config)),
        autoLoadEntities: true,
        // Issue 15: a start that waits for its database, as long as DATABASE_CONNECT_ATTEMPTS says (0: until it answers);
        // only errors that say it is unreachable are waited out.
        retryAttempts: config.databaseConnect.attempts || Number.POSITIVE_INFINITY,
        retryDelay: config.databaseConnect.retryDelayMs,
        toRetry: isDatabaseUnavailable,
      }),
      // Migrations run at start on every driver, once across instances (createDataSource); the schema is never
      // synchronised from entities.
      dataSourceFactory: (options) => createDataSource(options!),
    }),
  ],
  providers: [SqlDialect, TransactionRunner],
  exports: [SqlDialect, TransactionRunner],
})
export class DatabaseModule {}
