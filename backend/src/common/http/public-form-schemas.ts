import { ApiProperty } from '@nestjs/swagger';

import type {
  AnalyticsDay,
  AnalyticsSummary,
  CharityWaitingListEntry,
  ConsultantWaitingListEntry,
  EnquiryReceipt,
  FormSubmissionView,
  PricingEnquiryView,
  WaitingListReceipt,
} from '../../contracts';
import { CHARITY_EXPERIENCE_LEVELS, CURRENT_CONSULTING_OPTIONS, MEMBERSHIP_TIERS, WAITING_LIST_AVAILABILITY } from '../../contracts';

/** OpenAPI schemas of the public forms' answers and their admin lists (issue 8); see api-schemas.ts for why classes. */

export class EnquiryReceiptSchema implements EnquiryReceipt {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'Enquiry submitted successfully' }) message: string;
}

export class WaitingListReceiptSchema implements WaitingListReceipt {
  @ApiProperty() id: number;
  @ApiProperty({ description: 'true when an entry with this e-mail existed and was updated' }) updated: boolean;
  @ApiProperty() message: string;
}

export class TrackVisitReceiptSchema {
  @ApiProperty({ example: true }) recorded: boolean;
}

/** The paging of the lists that also read by cursor (issue 22): `page` is null on a page reached by cursor. */
export abstract class CursorPagingSchema {
  @ApiProperty({ description: 'Rows matching the filter, on every page' }) total: number;
  @ApiProperty({ type: Number, nullable: true, description: 'The page number, or null on a page read by cursor' }) page: number | null;
  @ApiProperty() pageSize: number;
  @ApiProperty({ type: String, nullable: true, description: 'For ?cursor=: the page after this one (older rows by default), null at the end' }) nextCursor: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'For ?cursor=: the page before this one (newer rows by default), null on the first page' }) previousCursor: string | null;
}

export class CharityWaitingListEntrySchema implements CharityWaitingListEntry {
  @ApiProperty() id: number;
  @ApiProperty() charityName: string;
  @ApiProperty() contactName: string;
  @ApiProperty({ format: 'email' }) email: string;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty({ enum: MEMBERSHIP_TIERS }) charitySize: (typeof MEMBERSHIP_TIERS)[number];
  @ApiProperty({ type: String, nullable: true }) primaryNeed: string | null;
  @ApiProperty({ type: String, nullable: true }) currentChallenges: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time', description: 'Last submission with this e-mail' }) updatedAt: string;
}

export class ConsultantWaitingListEntrySchema implements ConsultantWaitingListEntry {
  @ApiProperty() id: number;
  @ApiProperty() fullName: string;
  @ApiProperty({ format: 'email' }) email: string;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty() currentRole: string;
  @ApiProperty() yearsExperience: string;
  @ApiProperty() expertiseAreas: string;
  @ApiProperty({ enum: CHARITY_EXPERIENCE_LEVELS }) charityExperience: string;
  @ApiProperty({ enum: WAITING_LIST_AVAILABILITY }) availability: string;
  @ApiProperty({ type: String, nullable: true }) motivations: string | null;
  @ApiProperty({ enum: CURRENT_CONSULTING_OPTIONS }) currentConsulting: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time', description: 'Last submission with this e-mail' }) updatedAt: string;
}

export class CharityWaitingListPageSchema extends CursorPagingSchema {
  @ApiProperty({ type: [CharityWaitingListEntrySchema] }) data: CharityWaitingListEntrySchema[];
}

export class ConsultantWaitingListPageSchema extends CursorPagingSchema {
  @ApiProperty({ type: [ConsultantWaitingListEntrySchema] }) data: ConsultantWaitingListEntrySchema[];
}

export class FormSubmissionSchema implements FormSubmissionView {
  @ApiProperty() id: number;
  @ApiProperty({ enum: ['get_matched', 'introduction_request'] }) formType: 'get_matched' | 'introduction_request';
  @ApiProperty() enquirerName: string;
  @ApiProperty({ format: 'email' }) enquirerEmail: string;
  @ApiProperty({ type: String, nullable: true }) charityName: string | null;
  @ApiProperty({ type: String, nullable: true }) consultantName: string | null;
  @ApiProperty({ type: String, nullable: true }) messageContent: string | null;
  @ApiProperty({ format: 'date-time' }) submittedAt: string;
}

export class FormSubmissionPageSchema extends CursorPagingSchema {
  @ApiProperty({ type: [FormSubmissionSchema] }) submissions: FormSubmissionSchema[];
}

export class PricingEnquirySchema implements PricingEnquiryView {
  @ApiProperty() id: number;
  @ApiProperty() fullName: string;
  @ApiProperty() organisationName: string;
  @ApiProperty({ format: 'email' }) email: string;
  @ApiProperty() supportNeeded: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class PricingEnquiryPageSchema extends CursorPagingSchema {
  @ApiProperty({ type: [PricingEnquirySchema] }) data: PricingEnquirySchema[];
}

class AnalyticsDaySchema implements AnalyticsDay {
  @ApiProperty({ example: '2026-11-23' }) date: string;
  @ApiProperty() visits: number;
  @ApiProperty() uniqueVisitors: number;
}

class AnalyticsSummarySchema implements AnalyticsSummary {
  @ApiProperty() totalVisits: number;
  @ApiProperty() uniqueVisitors: number;
  @ApiProperty({ type: [AnalyticsDaySchema], description: 'The last 30 days (UTC), oldest first, days without visits included' }) perDay: AnalyticsDaySchema[];
}

export class AnalyticsResponseSchema {
  @ApiProperty({ type: AnalyticsSummarySchema }) data: AnalyticsSummarySchema;
}
