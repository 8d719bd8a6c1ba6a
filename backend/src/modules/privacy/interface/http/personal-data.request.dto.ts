import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

import { ConfirmPasswordRequest, ERASURE_REASON_MAX_LENGTH, EraseMemberRequest, MailPreferencesRequest, PASSWORD_MAX_LENGTH, PERSONAL_DATA_MESSAGES } from '../../../../contracts';
import { Trim } from '../../../../common/http/string-transforms';

export class ConfirmPasswordRequestDto implements ConfirmPasswordRequest {
  @ApiProperty({ format: 'password', maxLength: PASSWORD_MAX_LENGTH, description: "The signed-in member's current password" })
  // Optional here on purpose: a missing or empty password is a 401 from the password check (issue 19), not a
  // 400. Anything sent that is not a string is still bad input (400).
  @IsOptional()
  @MaxLength(PASSWORD_MAX_LENGTH)
  @IsString({ message: PERSONAL_DATA_MESSAGES.passwordRequired })
  password: string;
}

export class EraseMemberRequestDto implements EraseMemberRequest {
  @ApiProperty({ maxLength: ERASURE_REASON_MAX_LENGTH, description: 'Why the member is erased (kept in the audit log)' })
  @Trim()
  @MaxLength(ERASURE_REASON_MAX_LENGTH)
  @IsNotEmpty({ message: PERSONAL_DATA_MESSAGES.reasonRequired })
  @IsString({ message: PERSONAL_DATA_MESSAGES.reasonRequired })
  reason: string;
}

export class MailPreferencesRequestDto implements MailPreferencesRequest {
  @ApiProperty({ description: 'Receive digests and reminders (security notices are always sent)' })
  @IsBoolean({ message: PERSONAL_DATA_MESSAGES.mailChoiceRequired })
  nonEssentialMail: boolean;
}
