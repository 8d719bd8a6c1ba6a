import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

import type { CredentialPage, CredentialRecordView, CredentialTestView, StandardizeResult, StandardizeStatus } from '../../../../contracts';
import { CursorPagingSchema } from '../../../../common/http/cursor-paging.response';

/**
 * OpenAPI schemas of the temporary-credential answers (issue, list, standardize, test). Each class implements the
 * contracts type it documents, so a field added there fails to compile here until documented.
 */

export class CredentialRecordSchema implements CredentialRecordView {
  @ApiProperty() consultantId: number;
  @ApiProperty() name: string;
  @ApiProperty() username: string;
  @ApiProperty({ type: String, nullable: true, description: 'Only while the consultant must still change it (D5)' }) temporaryPassword: string | null;
  @ApiProperty({ format: 'email' }) email: string;
  @ApiProperty() mustChangePassword: boolean;
  @ApiProperty() isApproved: boolean;
  @ApiProperty() hasAcceptedTerms: boolean;
}

export class CredentialPageSchema extends CursorPagingSchema implements CredentialPage {
  @ApiProperty({ type: [CredentialRecordSchema] }) credentials: CredentialRecordSchema[];
}

export class StandardizeResultSchema implements StandardizeResult {
  @ApiProperty() consultantId: number;
  @ApiProperty() username: string;
  @ApiProperty({ enum: ['updated', 'skipped'] }) status: StandardizeStatus;
  @ApiPropertyOptional() reason?: string;
}

export class StandardizeResponseSchema {
  @ApiProperty({ type: [StandardizeResultSchema] }) results: StandardizeResultSchema[];
  @ApiProperty({ example: 'Standardized credentials for 3 consultants' }) message: string;
}

export class CredentialTestSchema implements CredentialTestView {
  @ApiProperty({ description: 'Whether the temporary credential would sign in (no session is created)' }) success: boolean;
  @ApiProperty() username: string;
  @ApiProperty() message: string;
}

export class IssuedCredentialsSchema {
  @ApiProperty() consultantId: number;
  @ApiProperty() username: string;
  @ApiProperty({ description: 'Shown once, to the admin (DECISIONS D5)' }) temporaryPassword: string;
}
