import { Body, Controller, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiConflictResponse, ApiCreatedResponse, ApiExtraModels, ApiNotFoundResponse, ApiOperation, ApiTags, getSchemaPath } from '@nestjs/swagger';

import { Public } from '../../../../common/decorators/public.decorator';
import { ErrorBodySchema } from '../../../../common/http/error-body.response';
import { IntroductionRequestSchema } from './introduction-request.response';
import { createValidationPipe } from '../../../../common/http/validation.pipe';
import { RateLimit } from '../../../../common/rate-limit/rate-limit.decorator';
import type { IntroductionRequestView } from '../../../../contracts';
import { RequestIntroductionService } from '../../application/request-introduction.service';
import { modalToIntroduction } from './introduction-request.mapper';
import { IntroductionDialogRequestDto, IntroductionModalRequestDto, isModalPayload } from './introduction-request.request.dto';

/**
 * One route, two payloads (spec 000 §3). The body is typed `unknown` so the global pipe leaves it alone;
 * the shape is picked by the modal's own fields and then validated by that shape's DTO with the same
 * pipe, so a field of the other shape is refused like any unknown field.
 */
@ApiTags('introductions')
@Controller('introduction-requests')
export class IntroductionRequestsController {
  private readonly validation = createValidationPipe();

  constructor(private readonly introductions: RequestIntroductionService) {}

  @ApiOperation({ summary: 'Ask to be introduced to a consultant' })
  @Public()
  @RateLimit('form')
  @ApiExtraModels(IntroductionDialogRequestDto, IntroductionModalRequestDto)
  @ApiBody({ schema: { oneOf: [{ $ref: getSchemaPath(IntroductionDialogRequestDto) }, { $ref: getSchemaPath(IntroductionModalRequestDto) }] } })
  @ApiCreatedResponse({ type: IntroductionRequestSchema, description: 'The stored request; a confirmation and a team notice are queued' })
  @ApiBadRequestResponse({ type: ErrorBodySchema, description: 'A field breaks the spec rules, or an unknown field was sent' })
  @ApiNotFoundResponse({ type: ErrorBodySchema, description: 'consultantId is unknown or not approved' })
  @ApiConflictResponse({ type: ErrorBodySchema, description: "The consultant is not available now (unavailable, or 'Coming Soon': unconfirmed for 30 days)" })
  @Post()
  async create(@Body() body: unknown): Promise<IntroductionRequestView> {
    const input = isModalPayload(body)
      ? modalToIntroduction((await this.validation.transform(body, { type: 'body', metatype: IntroductionModalRequestDto })) as IntroductionModalRequestDto)
      : ((await this.validation.transform(body, { type: 'body', metatype: IntroductionDialogRequestDto })) as IntroductionDialogRequestDto);
    return this.introductions.request(input);
  }
}
