import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { OutcomeEventsService } from './application/outcome-events.service';
import { OutcomesReportService } from './application/outcomes-report.service';
import { OutcomeDailySaltEntity } from './infrastructure/outcome-daily-salt.entity';
import { OutcomeEventEntity } from './infrastructure/outcome-event.entity';
import { OutcomeEventRepository } from './infrastructure/outcome-event.repository';
import { OutcomesReportQuery } from './infrastructure/outcomes-report.query';
import { AdminOutcomesController } from './interface/http/admin-outcomes.controller';
import { ConsultantOutcomesController } from './interface/http/consultant-outcomes.controller';

/**
 * Outcomes (issue 18): the funnel from search to reviewed work, the admins' report and a consultant's own
 * figures. It imports no other module (the consultants module and, once merged, the reviews module call
 * OutcomeEventsService); see docs/decisions/18-outcomes-funnel.md.
 */
@Module({
  imports: [TypeOrmModule.forFeature([OutcomeEventEntity, OutcomeDailySaltEntity])],
  controllers: [AdminOutcomesController, ConsultantOutcomesController],
  providers: [OutcomeEventRepository, OutcomesReportQuery, OutcomeEventsService, OutcomesReportService],
  exports: [OutcomeEventsService],
})
export class OutcomesModule {}
