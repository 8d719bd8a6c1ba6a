import { Body, Controller, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiForbiddenResponse, ApiOperation, ApiTags } from '@nestjs/swagger';

import { CurrentUser } from '../../../../common/decorators/current-user.decorator';
import { Roles } from '../../../../common/decorators/roles.decorator';
import { ErrorBodySchema } from '../../../../common/http/error-body.response';
import { CurrentUserSchema } from './current-user.response';
import { ConsultantProfileFieldsDto } from '../../../../common/http/consultant-profile-fields.dto';
import type { CurrentUser as CurrentUserView } from '../../../../contracts';
import type { SessionUser } from '../../../../kernel/session-user';
import { OwnConsultantProfileService } from '../../application/own-consultant-profile.service';

/** Issue 16: the dual-role owner's own consultant profile, created from the dual-role dashboard. */
@ApiTags('consultants')
@Controller('consultants')
export class OwnConsultantProfileController {
  constructor(private readonly profiles: OwnConsultantProfileService) {}

  // Any signed-in role reaches the use case, which admits only a dual-role account (D6) with the spec's reason.
  @ApiOperation({ summary: 'Create the consultant profile of a dual-role account that has none' })
  @Roles('any')
  @ApiCreatedResponse({ type: CurrentUserSchema, description: 'The current user, now with the consultant profile (approved at once for an admin)' })
  @ApiBadRequestResponse({ type: ErrorBodySchema, description: 'A field breaks its rule (expertise, years and summary are required)' })
  @ApiForbiddenResponse({ type: ErrorBodySchema, description: 'Not a dual-role account' })
  @ApiConflictResponse({ type: ErrorBodySchema, description: 'The account already has a consultant profile' })
  @Post('own-profile')
  create(@CurrentUser() user: SessionUser, @Body() body: ConsultantProfileFieldsDto): Promise<CurrentUserView> {
    return this.profiles.create(user, body);
  }
}
