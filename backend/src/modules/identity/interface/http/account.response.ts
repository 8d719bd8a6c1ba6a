import { ApiProperty } from '@nestjs/swagger';

import type { AccountView, CharityOrganisationFields, UserRole } from '../../../../contracts';
import { USER_ROLES } from '../../../../contracts';

/**
 * OpenAPI schemas of the member's account settings. Each class implements the contracts type it documents, so a
 * field added there fails to compile here until documented.
 */

class CharityOrganisationSchema implements CharityOrganisationFields {
  @ApiProperty({ type: String, nullable: true }) registeredNumber: string | null;
  @ApiProperty() revenue: number;
  @ApiProperty() employeeCount: number;
  @ApiProperty() foundingYear: number;
  @ApiProperty({ type: String, nullable: true }) mission: string | null;
  @ApiProperty({ type: String, nullable: true }) primaryCause: string | null;
  @ApiProperty({ type: String, nullable: true }) location: string | null;
}

export class AccountViewSchema implements AccountView {
  @ApiProperty() username: string;
  @ApiProperty() email: string;
  @ApiProperty() name: string;
  @ApiProperty({ enum: USER_ROLES }) role: UserRole;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty({ type: String, nullable: true }) bio: string | null;
  @ApiProperty({ type: String, nullable: true }) website: string | null;
  @ApiProperty({ type: String, nullable: true }) organisation: string | null;
  @ApiProperty({ type: CharityOrganisationSchema, nullable: true }) charity: CharityOrganisationFields | null;
}
