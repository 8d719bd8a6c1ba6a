import { ApiProperty } from '@nestjs/swagger';

import type { AccountConsentsView } from '../../../../contracts';

class AcceptanceSchema {
  @ApiProperty({ example: '1.0' }) termsVersion: string;
  @ApiProperty({ format: 'date-time' }) acceptedAt: string;
}

class MailChoiceSchema {
  @ApiProperty() granted: boolean;
  @ApiProperty({ format: 'date-time' }) recordedAt: string;
}

class NonEssentialMailSchema {
  @ApiProperty({ description: 'Digests and reminders are sent (security notices always are)' }) granted: boolean;
  @ApiProperty({ type: [MailChoiceSchema], description: 'Every choice, oldest first' }) history: MailChoiceSchema[];
}

export class AccountConsentsSchema implements AccountConsentsView {
  @ApiProperty({ type: [AcceptanceSchema], description: 'Every terms and privacy acceptance, oldest first' }) acceptances: AcceptanceSchema[];
  @ApiProperty({ type: NonEssentialMailSchema }) nonEssentialMail: NonEssentialMailSchema;
}
