import { ApiProperty } from '@nestjs/swagger';


/**
 * Paging fields every admin list answer carries (the rows are in `data`). Each class implements the contracts type
 * it documents, so a field added there fails to compile here until documented.
 */

export abstract class PageFields {
  @ApiProperty({ description: 'Rows matching the filter, on every page' }) total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}
