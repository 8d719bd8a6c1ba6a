import { ApiProperty } from '@nestjs/swagger';

import type { CaseStudyFigure, PublicCaseStudy, ReviewReply } from '../../contracts';

/**
 * Review and case-study shapes the directory (consultants) and the reviews module both answer with. Each class
 * implements the contracts type it documents, so a field added there fails to compile here until documented.
 */

export class ReviewReplySchema implements ReviewReply {
  @ApiProperty() text: string;
  @ApiProperty({ format: 'date-time' }) repliedAt: string;
}

export class CaseStudyFigureSchema implements CaseStudyFigure {
  @ApiProperty() value: string;
  @ApiProperty() label: string;
}

export class PublicCaseStudySchema implements PublicCaseStudy {
  @ApiProperty() id: number;
  @ApiProperty() title: string;
  @ApiProperty() challenge: string;
  @ApiProperty() approach: string;
  @ApiProperty() outcome: string;
  @ApiProperty({ type: [CaseStudyFigureSchema] }) figures: CaseStudyFigureSchema[];
  @ApiProperty({ description: "The organisation if the charity agreed to be named, else 'A charity in {cause}'" }) charity: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) publishedAt: string | null;
}
