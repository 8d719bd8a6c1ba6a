import { ApiProperty } from '@nestjs/swagger';

import type { PreListedConsultantView, RegisteredConsultantView } from '../../../../contracts';
import { EXPERTISE_KEYS } from '../../../../contracts';
import { CursorPagingSchema } from '../../../../common/http/cursor-paging.response';

/**
 * OpenAPI schemas of the admin consultant lists (registered and pre-listed). Each class implements the contracts
 * type it documents, so a field added there fails to compile here until documented.
 */

export class RegisteredConsultantSchema implements RegisteredConsultantView {
  @ApiProperty({ description: 'The consultant profile id' }) id: number;
  @ApiProperty({ description: 'The account id, for an erasure on request (POST /api/admin/users/{userId}/erase)' }) userId: number;
  @ApiProperty() name: string;
  @ApiProperty({ format: 'email' }) email: string;
  @ApiProperty() username: string;
  @ApiProperty({ type: String, nullable: true }) organisation: string | null;
  @ApiProperty() isApproved: boolean;
  @ApiProperty() mustChangePassword: boolean;
  @ApiProperty() hasAcceptedTerms: boolean;
  @ApiProperty() yearsExperience: number;
  @ApiProperty({ type: [String], enum: EXPERTISE_KEYS }) expertise: string[];
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class RegisteredConsultantPageSchema extends CursorPagingSchema {
  @ApiProperty({ type: [RegisteredConsultantSchema] }) data: RegisteredConsultantSchema[];
}

export class PreListedConsultantSchema implements PreListedConsultantView {
  @ApiProperty({ description: 'The consultant profile id (the Assign call takes it)' }) id: number;
  @ApiProperty() name: string;
  @ApiProperty({ format: 'email' }) email: string;
  @ApiProperty({ type: [String], enum: EXPERTISE_KEYS }) expertise: string[];
  @ApiProperty() requiresPasswordChange: boolean;
  @ApiProperty() hasAcceptedTerms: boolean;
}
