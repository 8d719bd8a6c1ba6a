import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** The paging of the lists that also read by cursor (issue 22): `page` is null on a page reached by cursor. */
export abstract class CursorPagingSchema {
  @ApiProperty({ description: 'Rows matching the filter, on every page' }) total: number;
  @ApiPropertyOptional({ type: Boolean, description: 'Present (true) when total is a lower bound: the filter matches more than total rows (counted no further than the page-number depth limit)' }) totalCapped?: boolean;
  @ApiProperty({ type: Number, nullable: true, description: 'The page number, or null on a page read by cursor' }) page: number | null;
  @ApiProperty() pageSize: number;
  @ApiProperty({ type: String, nullable: true, description: 'For ?cursor=: the page after this one (older rows by default), null at the end' }) nextCursor: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'For ?cursor=: the page before this one (newer rows by default), null on the first page' }) previousCursor: string | null;
}
