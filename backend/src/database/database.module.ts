import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

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
        retryAttempts: config.isProduction ? 10 : 2,
        retryDelay: 2000,
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
