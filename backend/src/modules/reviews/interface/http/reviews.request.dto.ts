import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, Equals, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength, ValidateNested } from 'class-validator';

import { CursorQuery } from '../../../../common/http/cursor-query';
import { Sortable } from '../../../../common/http/sort-query';
import { Trim } from '../../../../common/http/string-transforms';
import {
  ADMIN_PAGE_SIZE_DEFAULT,
  ADMIN_PAGE_SIZE_MAX,
  AdminSortKey,
  ApproveCaseStudyRequest,
  CASE_STUDY_FIGURE_LABEL_MAX,
  CASE_STUDY_FIGURE_VALUE_MAX,
  CASE_STUDY_FIGURES_MAX,
  CASE_STUDY_TITLE_MAX,
  CASE_STUDY_TOTAL_MAX,
  CaseStudyFigure,
  CaseStudyRequest,
  HideReviewRequest,
  MODERATION_REASON_MAX,
  MODERATION_REASON_MIN,
  REPLY_TEXT_MAX,
  REPLY_TEXT_MIN,
  REVIEW_MESSAGES as M,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_SIDES,
  REVIEW_STATES,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  ReviewReplyRequest,
  ReviewSide,
  ReviewState,
} from '../../../../contracts';
import { PageRequest, sortRequestOf } from '../../../../kernel/page-request';
import { PageQueryDto } from '../../../../common/http/page-query';

/** A 1–5 whole-number rating, optional at the DTO (which side needs which is the use case's rule). */
const Rating = (label: string) => (target: object, key: string) => {
  ApiPropertyOptional({ minimum: REVIEW_RATING_MIN, maximum: REVIEW_RATING_MAX, description: `${label}: the charity's review only` })(target, key);
  IsOptional()(target, key);
  Max(REVIEW_RATING_MAX, { message: M.ratingInvalid(label) })(target, key);
  Min(REVIEW_RATING_MIN, { message: M.ratingInvalid(label) })(target, key);
  IsInt({ message: M.ratingInvalid(label) })(target, key);
};

/**
 * POST /api/projects/{id}/reviews. The charity sends expertise, communication, impact, text and anonymous;
 * the consultant rating and text. A field of the other side's form is refused with 400.
 */
export class SubmitReviewRequestDto {
  @Rating('Expertise') expertise?: number;
  @Rating('Communication') communication?: number;
  @Rating('Impact') impact?: number;

  @ApiPropertyOptional({ minimum: REVIEW_RATING_MIN, maximum: REVIEW_RATING_MAX, description: "The consultant's review only: working with the charity" })
  @IsOptional()
  @Max(REVIEW_RATING_MAX, { message: M.ratingInvalid('Rating') })
  @Min(REVIEW_RATING_MIN, { message: M.ratingInvalid('Rating') })
  @IsInt({ message: M.ratingInvalid('Rating') })
  rating?: number;

  @ApiProperty({ minLength: REVIEW_TEXT_MIN, maxLength: REVIEW_TEXT_MAX })
  @Trim()
  @MaxLength(REVIEW_TEXT_MAX, { message: M.textTooLong })
  @MinLength(REVIEW_TEXT_MIN, { message: M.textTooShort })
  @IsString({ message: M.textTooShort })
  text: string;

  @ApiPropertyOptional({ description: "The charity's review only: show 'A charity in {cause}' instead of the organisation" })
  @IsOptional()
  @IsBoolean({ message: M.anonymousInvalid })
  anonymous?: boolean;
}

export class ReviewReplyRequestDto implements ReviewReplyRequest {
  @ApiProperty({ minLength: REPLY_TEXT_MIN, maxLength: REPLY_TEXT_MAX })
  @Trim()
  @MaxLength(REPLY_TEXT_MAX, { message: M.replyTooLong })
  @MinLength(REPLY_TEXT_MIN, { message: M.replyTooShort })
  @IsString({ message: M.replyTooShort })
  text: string;
}

export class HideReviewRequestDto implements HideReviewRequest {
  @ApiProperty({ enum: [true], description: 'Only hiding exists; a hidden review stays hidden' })
  @Equals(true, { message: M.hiddenInvalid })
  hidden: true;

  @ApiProperty({ minLength: MODERATION_REASON_MIN, maxLength: MODERATION_REASON_MAX, description: 'Mailed to the author and kept in the audit log' })
  @Trim()
  @MaxLength(MODERATION_REASON_MAX, { message: M.reasonTooLong })
  @MinLength(MODERATION_REASON_MIN, { message: M.reasonTooShort })
  @IsString({ message: M.reasonTooShort })
  reason: string;
}

export class CaseStudyFigureDto implements CaseStudyFigure {
  @ApiProperty({ maxLength: CASE_STUDY_FIGURE_VALUE_MAX, example: '40%' })
  @Trim()
  @MaxLength(CASE_STUDY_FIGURE_VALUE_MAX, { message: M.figureInvalid })
  @MinLength(1, { message: M.figureInvalid })
  @IsString({ message: M.figureInvalid })
  value: string;

  @ApiProperty({ maxLength: CASE_STUDY_FIGURE_LABEL_MAX, example: 'more regular donors in a year' })
  @Trim()
  @MaxLength(CASE_STUDY_FIGURE_LABEL_MAX, { message: M.figureInvalid })
  @MinLength(1, { message: M.figureInvalid })
  @IsString({ message: M.figureInvalid })
  label: string;
}

const Section = (name: string) => (target: object, key: string) => {
  ApiProperty({ maxLength: CASE_STUDY_TOTAL_MAX })(target, key);
  Trim()(target, key);
  MaxLength(CASE_STUDY_TOTAL_MAX, { message: M.totalTooLong })(target, key);
  MinLength(1, { message: M.sectionRequired(name) })(target, key);
  IsString({ message: M.sectionRequired(name) })(target, key);
};

/** POST /api/projects/{id}/case-study: 100–3,000 characters in all, up to 3 figures. */
export class CaseStudyRequestDto implements CaseStudyRequest {
  @ApiProperty({ maxLength: CASE_STUDY_TITLE_MAX })
  @Trim()
  @MaxLength(CASE_STUDY_TITLE_MAX, { message: M.titleTooLong })
  @MinLength(1, { message: M.titleRequired })
  @IsString({ message: M.titleRequired })
  title: string;

  @Section('challenge') challenge: string;
  @Section('approach') approach: string;
  @Section('outcome') outcome: string;

  @ApiPropertyOptional({ type: [CaseStudyFigureDto], maxItems: CASE_STUDY_FIGURES_MAX })
  @IsOptional()
  @IsArray({ message: M.figuresTooMany })
  @ArrayMaxSize(CASE_STUDY_FIGURES_MAX, { message: M.figuresTooMany })
  @ValidateNested({ each: true })
  @Type(() => CaseStudyFigureDto)
  figures?: CaseStudyFigureDto[];
}

export class ApproveCaseStudyRequestDto implements ApproveCaseStudyRequest {
  @ApiProperty({ description: "true: the organisation's name shows; false: 'A charity in {cause}'" })
  @IsBoolean({ message: M.namedInvalid })
  named: boolean;
}

/** Paging as on every admin list (digits only, so a 20-digit page is a 400, not a huge offset). */
class AdminReviewsPageQuery extends PageQueryDto(ADMIN_PAGE_SIZE_DEFAULT, ADMIN_PAGE_SIZE_MAX) {
  @ApiPropertyOptional({ enum: ['json', 'csv'], default: 'json' })
  @IsOptional()
  @IsIn(['json', 'csv'], { message: "Format must be 'json' or 'csv'" })
  format?: 'json' | 'csv';

  @ApiPropertyOptional({ enum: REVIEW_SIDES })
  @IsOptional()
  @IsIn(REVIEW_SIDES, { message: `Side must be one of: ${REVIEW_SIDES.join(', ')}` })
  side?: ReviewSide;

  @ApiPropertyOptional({ enum: REVIEW_STATES })
  @IsOptional()
  @IsIn(REVIEW_STATES, { message: `State must be one of: ${REVIEW_STATES.join(', ')}` })
  state?: ReviewState;
}

/** GET /api/admin/reviews: paged by number or (issue 22) ?cursor=, ?side=, ?state=, sortable, CSV. */
export class AdminReviewsQueryDto extends Sortable(AdminReviewsPageQuery, 'adminReviews') {
  @CursorQuery()
  cursor?: string;
}

export function adminReviewsPageRequest(query: AdminReviewsQueryDto): PageRequest<AdminSortKey<'adminReviews'>> {
  return { page: query.page ?? 1, pageSize: query.pageSize ?? ADMIN_PAGE_SIZE_DEFAULT, sort: sortRequestOf(query) };
}
