import { ApiProperty } from '@nestjs/swagger';

import { CursorPagingSchema } from '../../../../common/http/cursor-paging.response';
import { CaseStudyFigureSchema, PublicCaseStudySchema, ReviewReplySchema } from '../../../../common/http/public-review.response';
import { CASE_STUDY_STATES, REVIEW_SIDES, REVIEW_STATES } from '../../../../contracts';
import type { AdminReviewRow, CaseStudyState, CaseStudyStatus, CaseStudyView, ProjectReviewsView, ReviewSide, ReviewState, ReviewView } from '../../../../contracts';

export class ReviewViewSchema implements ReviewView {
  @ApiProperty() id: number;
  @ApiProperty({ enum: REVIEW_SIDES }) side: ReviewSide;
  @ApiProperty({ type: Number, nullable: true }) expertise: number | null;
  @ApiProperty({ type: Number, nullable: true }) communication: number | null;
  @ApiProperty({ type: Number, nullable: true }) impact: number | null;
  @ApiProperty({ type: Number, nullable: true }) rating: number | null;
  @ApiProperty() text: string;
  @ApiProperty() anonymous: boolean;
  @ApiProperty({ format: 'date-time' }) submittedAt: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) publishedAt: string | null;
  @ApiProperty() hidden: boolean;
  @ApiProperty({ type: ReviewReplySchema, nullable: true }) reply: ReviewReplySchema | null;
}

export class ProjectReviewsSchema implements ProjectReviewsView {
  @ApiProperty() projectId: number;
  @ApiProperty() projectTitle: string;
  @ApiProperty({ enum: REVIEW_SIDES }) side: ReviewSide;
  @ApiProperty({ description: "The consultant's first name, or the charity's name" }) otherPartyName: string;
  @ApiProperty({ format: 'date-time' }) completedAt: string;
  @ApiProperty({ format: 'date-time' }) reviewableUntil: string;
  @ApiProperty() canReview: boolean;
  @ApiProperty({ type: ReviewViewSchema, nullable: true }) own: ReviewViewSchema | null;
  @ApiProperty({ type: ReviewViewSchema, nullable: true, description: "The consultant only: the charity's review once published" }) received: ReviewViewSchema | null;
  @ApiProperty() canReply: boolean;
}

class CaseStudyPreviewSchema {
  @ApiProperty({ type: PublicCaseStudySchema }) named: PublicCaseStudySchema;
  @ApiProperty({ type: PublicCaseStudySchema }) anonymous: PublicCaseStudySchema;
}

export class CaseStudyViewSchema implements CaseStudyView {
  @ApiProperty() id: number;
  @ApiProperty() projectId: number;
  @ApiProperty() projectTitle: string;
  @ApiProperty({ enum: CASE_STUDY_STATES }) state: CaseStudyState;
  @ApiProperty() version: number;
  @ApiProperty() title: string;
  @ApiProperty() challenge: string;
  @ApiProperty() approach: string;
  @ApiProperty() outcome: string;
  @ApiProperty({ type: [CaseStudyFigureSchema] }) figures: CaseStudyFigureSchema[];
  @ApiProperty({ type: Boolean, nullable: true }) named: boolean | null;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
  @ApiProperty({ type: CaseStudyPreviewSchema, description: 'Exactly what the profile shows, named and anonymised' }) preview: CaseStudyPreviewSchema;
}

export class CaseStudyStatusSchema implements CaseStudyStatus {
  @ApiProperty() projectId: number;
  @ApiProperty() projectTitle: string;
  @ApiProperty({ type: CaseStudyViewSchema, nullable: true }) caseStudy: CaseStudyViewSchema | null;
  @ApiProperty() canEdit: boolean;
}

export class AdminReviewRowSchema implements AdminReviewRow {
  @ApiProperty() id: number;
  @ApiProperty() projectId: number;
  @ApiProperty() projectTitle: string;
  @ApiProperty({ enum: REVIEW_SIDES }) side: ReviewSide;
  @ApiProperty({ enum: REVIEW_STATES }) state: ReviewState;
  @ApiProperty() consultantId: number;
  @ApiProperty() consultantName: string;
  @ApiProperty() charityName: string;
  @ApiProperty() score: number;
  @ApiProperty() text: string;
  @ApiProperty() anonymous: boolean;
  @ApiProperty({ format: 'date-time' }) submittedAt: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) publishedAt: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) hiddenAt: string | null;
  @ApiProperty({ type: String, nullable: true }) hiddenReason: string | null;
  @ApiProperty({ type: String, nullable: true }) reply: string | null;
}

export class AdminReviewPageSchema extends CursorPagingSchema {
  @ApiProperty({ type: [AdminReviewRowSchema] }) data: AdminReviewRowSchema[];
}
