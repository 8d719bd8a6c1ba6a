import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

import { BlankToNull } from '../../../../common/http/string-transforms';
import { ADMIN_MESSAGES, REJECT_REASON_MAX_LENGTH } from '../../../../contracts';

/** The reason is kept with the review for the team; the applicant's mail does not quote it. */
export class RejectApplicationRequestDto {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: REJECT_REASON_MAX_LENGTH })
  @BlankToNull()
  @IsOptional()
  @IsString()
  @MaxLength(REJECT_REASON_MAX_LENGTH, { message: ADMIN_MESSAGES.rejectReasonTooLong })
  reason?: string | null;
}
