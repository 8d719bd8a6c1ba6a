import { ApiProperty } from '@nestjs/swagger';

import type { EnquiryReceipt, WaitingListReceipt } from '../../../../contracts';

/**
 * OpenAPI schemas of the public forms' receipts. Each class implements the contracts type it documents, so a field
 * added there fails to compile here until documented.
 */

export class EnquiryReceiptSchema implements EnquiryReceipt {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'Enquiry submitted successfully' }) message: string;
}

export class WaitingListReceiptSchema implements WaitingListReceipt {
  @ApiProperty() id: number;
  @ApiProperty({ description: 'true when an entry with this e-mail existed and was updated' }) updated: boolean;
  @ApiProperty() message: string;
}
