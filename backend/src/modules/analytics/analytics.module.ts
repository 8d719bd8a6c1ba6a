import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { PageVisitEntity } from './infrastructure/page-visit.entity';

@Module({
  imports: [TypeOrmModule.forFeature([PageVisitEntity])],
})
export class AnalyticsModule {}
