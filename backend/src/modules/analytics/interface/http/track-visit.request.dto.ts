import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';

import { TrackVisitRequest, VISIT_MESSAGES as M, VISIT_PAGE_MAX_LENGTH, VISITOR_ID_MAX_LENGTH, VISITOR_ID_PATTERN } from '../../../../contracts';

/** POST /api/track-visit (spec 000 §7): the page's path and the id the browser keeps in localStorage. */
export class TrackVisitRequestDto implements TrackVisitRequest {
  @ApiProperty({ example: '/waiting-list', maxLength: VISIT_PAGE_MAX_LENGTH, description: "The page's path, starting with /; a query or fragment is accepted but not stored" })
  @IsString({ message: M.page })
  @Matches(/^\/[^\s]*$/, { message: M.page })
  @MaxLength(VISIT_PAGE_MAX_LENGTH, { message: M.page })
  page: string;

  @ApiProperty({ example: '0b7d7f3e-3f0c-4a4e-9d7a-2f1f8f3c9a11', maxLength: VISITOR_ID_MAX_LENGTH })
  @IsString({ message: M.visitorId })
  @Matches(VISITOR_ID_PATTERN, { message: M.visitorId })
  visitorId: string;
}
