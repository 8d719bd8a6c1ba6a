import { ApiProperty } from '@nestjs/swagger';

import type { ConsultantProfile, ConsultantRating, DirectoryConsultant, DirectoryConsultantUser, DirectoryPage, PublicReview } from '../../../../contracts';
import { EXPERTISE_KEYS } from '../../../../contracts';
import { PublicCaseStudySchema, ReviewReplySchema } from '../../../../common/http/public-review.response';

/**
 * OpenAPI schemas of the public directory and a public consultant profile. Each class implements the contracts type
 * it documents, so a field added there fails to compile here until documented.
 */

/** Issue 18 (D18): a consultant's rating as the directory and profile show it. */
export class ConsultantRatingSchema implements ConsultantRating {
  @ApiProperty({ type: Number, nullable: true, description: 'Mean of published reviews’ scores, one decimal; null under 3 reviews' }) average: number | null;
  @ApiProperty({ description: 'Published, visible reviews' }) count: number;
}

export class PublicReviewSchema implements PublicReview {
  @ApiProperty() id: number;
  @ApiProperty({ description: 'Mean of the three ratings, one decimal' }) score: number;
  @ApiProperty() expertise: number;
  @ApiProperty() communication: number;
  @ApiProperty() impact: number;
  @ApiProperty() text: string;
  @ApiProperty({ description: "The organisation, or 'A charity in {cause}' when anonymous; never a person's name (D4)" }) charity: string;
  @ApiProperty({ format: 'date-time' }) publishedAt: string;
  @ApiProperty({ type: ReviewReplySchema, nullable: true }) reply: ReviewReplySchema | null;
}

export class DirectoryConsultantUserSchema implements DirectoryConsultantUser {
  @ApiProperty({ description: 'First name only (D4)' }) name: string;
  @ApiProperty({ type: String, nullable: true }) organisation: string | null;
  @ApiProperty({ type: String, nullable: true }) bio: string | null;
}

/** Spec 000 §3 "Directory entry" without private fields (D4); also the public profile. */
export class DirectoryConsultantSchema implements DirectoryConsultant {
  @ApiProperty() id: number;
  @ApiProperty({ type: DirectoryConsultantUserSchema }) user: DirectoryConsultantUserSchema;
  @ApiProperty({ type: [String], enum: EXPERTISE_KEYS }) expertise: string[];
  @ApiProperty() availability: boolean;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) availabilityConfirmedAt: string | null;
  @ApiProperty({ description: "Available and confirmed within 30 days (D15); otherwise the card shows 'Coming Soon'" }) availableNow: boolean;
  @ApiProperty() yearsExperience: number;
  @ApiProperty({ type: String, nullable: true }) profileSummary: string | null;
  @ApiProperty({ type: String, nullable: true }) specializations: string | null;
  @ApiProperty({ type: String, nullable: true }) previousExperience: string | null;
  @ApiProperty({ type: String, nullable: true }) profileImageUrl: string | null;
  @ApiProperty() isApproved: boolean;
  @ApiProperty() isFeatured: boolean;
  @ApiProperty({ type: ConsultantRatingSchema }) rating: ConsultantRatingSchema;
}

/** GET /api/consultants/{id}: the entry plus the latest published reviews and the published case studies (D18). */
export class ConsultantProfileSchema extends DirectoryConsultantSchema implements ConsultantProfile {
  @ApiProperty({ type: [PublicReviewSchema] }) reviews: PublicReviewSchema[];
  @ApiProperty({ type: [PublicCaseStudySchema] }) caseStudies: PublicCaseStudySchema[];
}

export class DirectoryPageSchema implements DirectoryPage {
  @ApiProperty({ type: [DirectoryConsultantSchema] }) data: DirectoryConsultantSchema[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}
