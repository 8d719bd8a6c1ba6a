import { ApiProperty } from '@nestjs/swagger';

import type { CharityWaitingListEntry, ConsultantWaitingListEntry, CursorPage, FormSubmissionPage, FormSubmissionView, PricingEnquiryView } from '../../../../contracts';
import { CHARITY_EXPERIENCE_LEVELS, CURRENT_CONSULTING_OPTIONS, MEMBERSHIP_TIERS, WAITING_LIST_AVAILABILITY } from '../../../../contracts';
import { CursorPagingSchema } from '../../../../common/http/cursor-paging.response';

/**
 * OpenAPI schemas of the admin lists of the public forms' entries. Each class implements the contracts type it
 * documents, so a field added there fails to compile here until documented.
 */

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

export class CharityWaitingListPageSchema extends CursorPagingSchema implements CursorPage<CharityWaitingListEntry> {
  @ApiProperty({ type: [CharityWaitingListEntrySchema] }) data: CharityWaitingListEntrySchema[];
}

export class ConsultantWaitingListPageSchema extends CursorPagingSchema implements CursorPage<ConsultantWaitingListEntry> {
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

export class FormSubmissionPageSchema extends CursorPagingSchema implements FormSubmissionPage {
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

export class PricingEnquiryPageSchema extends CursorPagingSchema implements CursorPage<PricingEnquiryView> {
  @ApiProperty({ type: [PricingEnquirySchema] }) data: PricingEnquirySchema[];
}
