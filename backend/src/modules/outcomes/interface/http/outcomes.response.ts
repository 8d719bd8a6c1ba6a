import { ApiProperty } from '@nestjs/swagger';

import { DurationStatsSchema, FillRateSchema } from '../../../../common/http/report-figures.response';
import {
  ConsultantOutcomeMonth,
  ConsultantOutcomes,
  DurationStats,
  FillRateRow,
  FUNNEL_STEPS,
  FunnelStep,
  FunnelStepView,
  OutcomesReport,
  RatingRow,
  RepeatCharities,
} from '../../../../contracts';

/** OpenAPI schemas of the outcomes responses (issue 18); each implements the contracts type the screens read. */
class FunnelStepSchema implements FunnelStepView {
  @ApiProperty({ enum: FUNNEL_STEPS, enumName: 'FunnelStep' }) step: FunnelStep;
  @ApiProperty() label: string;
  @ApiProperty({ description: 'Events of this step in the period' }) count: number;
  @ApiProperty({ type: Number, nullable: true, description: "count / the previous step's count, two decimals; null for the first step or after an empty one" }) conversion: number | null;
}

class RatingRowSchema implements RatingRow {
  @ApiProperty({ description: "An expertise key of the reviewed consultant, or 'unspecified'" }) key: string;
  @ApiProperty() reviews: number;
  @ApiProperty({ description: 'Mean review score, one decimal' }) average: number;
}

class RepeatCharitiesSchema implements RepeatCharities {
  @ApiProperty({ description: 'Charities with a project created in the period' }) charities: number;
  @ApiProperty({ description: 'Of those, the ones with two or more' }) repeat: number;
  @ApiProperty({ type: Number, nullable: true, description: 'repeat / charities, two decimals' }) share: number | null;
}

export class OutcomesReportSchema implements OutcomesReport {
  @ApiProperty() days: number;
  @ApiProperty({ format: 'date-time' }) since: string;
  @ApiProperty({ type: [FunnelStepSchema] }) funnel: FunnelStepView[];
  @ApiProperty({ type: DurationStatsSchema, description: "Needs received in the period: arrival to accepted match, hours" }) timeToMatch: DurationStats;
  @ApiProperty({ type: DurationStatsSchema, description: 'Projects completed in the period: request to completion, hours' }) timeToCompletion: DurationStats;
  @ApiProperty({ type: [FillRateSchema] }) fillRateByExpertise: FillRateRow[];
  @ApiProperty({ type: [FillRateSchema] }) fillRateBySizeBand: FillRateRow[];
  @ApiProperty({ type: [RatingRowSchema] }) ratingByExpertise: RatingRow[];
  @ApiProperty({ type: RepeatCharitiesSchema }) repeatCharities: RepeatCharities;
}

class ConsultantOutcomeMonthSchema implements ConsultantOutcomeMonth {
  @ApiProperty({ example: '2026-11' }) month: string;
  @ApiProperty() profileViews: number;
  @ApiProperty() introductionRequests: number;
}

export class ConsultantOutcomesSchema implements ConsultantOutcomes {
  @ApiProperty({ type: [ConsultantOutcomeMonthSchema], description: 'The last 12 UTC months, oldest first' }) months: ConsultantOutcomeMonth[];
}
