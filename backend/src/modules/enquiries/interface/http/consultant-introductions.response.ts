import { ApiProperty } from '@nestjs/swagger';

import type { ConsultantIntroductionPage, ConsultantIntroductionView } from '../../../../contracts';

/**
 * OpenAPI schemas of a consultant's introductions. Each class implements the contracts type it documents, so a field
 * added there fails to compile here until documented.
 */

class ConsultantIntroductionViewSchema implements ConsultantIntroductionView {
  @ApiProperty() id: number;
  @ApiProperty() charityName: string;
  @ApiProperty() contactName: string;
  @ApiProperty() projectDescription: string;
  @ApiProperty({ description: 'Label' }) expertise: string;
  @ApiProperty({ description: 'Label' }) timeline: string;
  @ApiProperty() status: string;
  @ApiProperty() statusLabel: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class ConsultantIntroductionPageSchema implements ConsultantIntroductionPage {
  @ApiProperty({ type: [ConsultantIntroductionViewSchema] }) data: ConsultantIntroductionView[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}
