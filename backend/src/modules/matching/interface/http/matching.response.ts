import { CursorPagingSchema } from '../../../../common/http/cursor-paging.response';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

import {
  DurationStats,
  EXCLUSION_REASONS,
  ExclusionReason,
  EXPERTISE_KEYS,
  ExpertiseKey,
  FillRateRow,
  MATCH_FACTOR_KEYS,
  MATCH_REQUEST_STATES,
  MatchCandidatesView,
  MatchCandidateView,
  MatchExcludedView,
  MatchFactorKey,
  MatchFactorView,
  MatchRequestState,
  MatchingMetricsView,
  MatchRequestView,
  MatchShortlistView,
  MEMBERSHIP_TIERS,
  MembershipTier,
  NEED_KINDS,
  NEED_MOVE_REASONS,
  NEED_STATES,
  NeedDetailView,
  NeedKind,
  NeedMoveReason,
  NeedMoveView,
  NeedState,
  NeedSummaryView,
  ShortlistCardView,
  ShortlistEntryView,
} from '../../../../contracts';
import { DurationStatsSchema, FillRateSchema } from '../../../../common/http/report-figures.response';

/** OpenAPI schemas of the matching responses (issue 17); each implements the contracts type the screens read. */
class MatchFactorSchema implements MatchFactorView {
  @ApiProperty({ enum: MATCH_FACTOR_KEYS, enumName: 'MatchFactorKey' }) key: MatchFactorKey;
  @ApiProperty({ description: 'Whole points this factor adds (negative for current load)' }) points: number;
  @ApiProperty({ description: 'The reason in words a charity understands' }) reason: string;
}

class MatchCandidateSchema implements MatchCandidateView {
  @ApiProperty() consultantId: number;
  @ApiProperty() name: string;
  @ApiProperty({ description: 'The sum of the factors' }) score: number;
  @ApiProperty({ type: [MatchFactorSchema] }) factors: MatchFactorView[];
  @ApiProperty({ enum: EXPERTISE_KEYS, isArray: true, description: 'What the consultant offers (for filtering)' }) expertise: ExpertiseKey[];
}

class MatchExcludedSchema implements MatchExcludedView {
  @ApiProperty() consultantId: number;
  @ApiProperty() name: string;
  @ApiProperty() reason: string;
  @ApiProperty({ enum: EXCLUSION_REASONS, enumName: 'ExclusionReason' }) reasonKey: ExclusionReason;
}

export class MatchCandidatesSchema implements MatchCandidatesView {
  @ApiProperty({ type: [MatchCandidateSchema], description: 'Highest score first; equal scores by consultant id' }) data: MatchCandidateView[];
  @ApiProperty({ type: [MatchExcludedSchema], description: 'Who cannot be shortlisted now, and why' }) excluded: MatchExcludedView[];
}

class NeedSummarySchema implements NeedSummaryView {
  @ApiProperty() id: number;
  @ApiProperty({ enum: NEED_KINDS, enumName: 'NeedKind' }) kind: NeedKind;
  @ApiProperty({ description: 'The project, introduction request or form submission id' }) sourceId: number;
  @ApiProperty({ enum: NEED_STATES, enumName: 'NeedState' }) state: NeedState;
  @ApiProperty({ type: String, nullable: true }) organisation: string | null;
  @ApiProperty({ type: String, nullable: true }) contactFirstName: string | null;
  @ApiProperty({ enum: EXPERTISE_KEYS, isArray: true }) expertise: ExpertiseKey[];
  @ApiProperty({ enum: MEMBERSHIP_TIERS, nullable: true }) sizeBand: MembershipTier | null;
  @ApiProperty({ type: String, nullable: true }) cause: string | null;
  @ApiProperty({ type: String, nullable: true }) timeline: string | null;
  @ApiProperty({ type: Number, nullable: true }) namedConsultantId: number | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) stateChangedAt: string;
  @ApiProperty({ description: 'No shortlist 24 hours after arrival' }) overdue: boolean;
  @ApiProperty({ description: 'Optimistic-concurrency version' }) version: number;
}

export class NeedPageSchema extends CursorPagingSchema {
  @ApiProperty({ type: [NeedSummarySchema] }) data: NeedSummaryView[];
}

class NeedMoveSchema implements NeedMoveView {
  @ApiProperty({ enum: NEED_STATES, nullable: true }) fromState: NeedState | null;
  @ApiProperty({ enum: NEED_STATES }) toState: NeedState;
  @ApiProperty({ enum: NEED_MOVE_REASONS, nullable: true }) reason: NeedMoveReason | null;
  @ApiProperty({ type: String, nullable: true, description: 'The reason in words' }) reasonLabel: string | null;
  @ApiProperty({ type: String, nullable: true }) note: string | null;
  @ApiProperty({ type: Number, nullable: true }) actorUserId: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'Who moved it; null for the system or the requester' }) actorName: string | null;
  @ApiProperty({ format: 'date-time' }) movedAt: string;
}

class ShortlistEntrySchema implements ShortlistEntryView {
  @ApiProperty() matchRequestId: number;
  @ApiProperty() consultantId: number;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) note: string | null;
  @ApiProperty({ enum: MATCH_REQUEST_STATES }) state: MatchRequestState;
  @ApiProperty({ description: 'The state in words' }) stateLabel: string;
}

export class NeedDetailSchema extends NeedSummarySchema implements NeedDetailView {
  @ApiProperty() description: string;
  @ApiProperty({ type: [NeedMoveSchema] }) history: NeedMoveView[];
  @ApiProperty({ type: [ShortlistEntrySchema] }) shortlist: ShortlistEntryView[];
  @ApiProperty({ description: 'Whether a shortlist can be sent now (open, or the last round came back)' }) canShortlist: boolean;
}

class ShortlistCardSchema implements ShortlistCardView {
  @ApiProperty() consultantId: number;
  @ApiProperty({ description: 'First name only (D4)' }) firstName: string;
  @ApiProperty({ enum: EXPERTISE_KEYS, isArray: true }) expertise: ExpertiseKey[];
  @ApiProperty() yearsExperience: number;
  @ApiProperty({ type: String, nullable: true }) profileSummary: string | null;
  @ApiProperty({ type: String, nullable: true }) profileImageUrl: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The admin's note" }) note: string | null;
  @ApiProperty({ type: [MatchFactorSchema], description: 'The factors that count in their favour' }) reasons: MatchFactorView[];
  @ApiProperty() state: string;
}

export class MatchShortlistSchema implements MatchShortlistView {
  @ApiProperty() shortlistId: number;
  @ApiProperty({ enum: NEED_STATES }) needState: NeedState;
  @ApiProperty({ type: String, nullable: true }) organisation: string | null;
  @ApiProperty({ enum: EXPERTISE_KEYS, isArray: true }) expertise: ExpertiseKey[];
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) expiresAt: string;
  @ApiProperty({ description: 'The charity may still choose or decline' }) open: boolean;
  @ApiProperty({ type: Number, nullable: true }) chosenConsultantId: number | null;
  @ApiProperty({ type: [ShortlistCardSchema] }) candidates: ShortlistCardView[];
}

export class MatchRequestSchema implements MatchRequestView {
  @ApiProperty() id: number;
  @ApiProperty({ enum: ['chosen', 'accepted', 'declined', 'expired'] }) state: string;
  @ApiProperty({ type: String, nullable: true }) organisation: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'First name only until accepted' }) contactFirstName: string | null;
  @ApiProperty({ enum: EXPERTISE_KEYS, isArray: true }) expertise: ExpertiseKey[];
  @ApiProperty({ type: String, nullable: true }) timeline: string | null;
  @ApiProperty() description: string;
  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true }) chosenAt: string | null;
  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true, description: 'Answer by then (48 hours)' }) dueAt: string | null;
  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true }) answeredAt: string | null;
}

class DeclineCountSchema {
  @ApiProperty() reason: string;
  @ApiProperty() count: number;
}

export class MatchingMetricsSchema implements MatchingMetricsView {
  @ApiProperty() days: number;
  @ApiProperty() needsReceived: number;
  @ApiProperty({ type: DurationStatsSchema }) timeToShortlist: DurationStats;
  @ApiProperty({ type: DurationStatsSchema }) timeToAccepted: DurationStats;
  @ApiProperty({ type: [FillRateSchema] }) fillRateByExpertise: FillRateRow[];
  @ApiProperty({ type: [FillRateSchema] }) fillRateBySizeBand: FillRateRow[];
  @ApiProperty({ type: [DeclineCountSchema] }) declineReasons: Array<{ reason: string; count: number }>;
  @ApiProperty({ description: 'Open needs without a shortlist 24 hours after arrival' }) overdueNow: number;
}
