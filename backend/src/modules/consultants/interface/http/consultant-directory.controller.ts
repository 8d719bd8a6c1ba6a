import { Controller, Get, HttpStatus, Param, ParseIntPipe, Query, Req } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';

import { Public } from '../../../../common/decorators/public.decorator';
import { ApiException } from '../../../../common/http/api-exceptions';
import { ErrorBodySchema } from '../../../../common/http/error-body.response';
import { ConsultantProfileSchema, DirectoryPageSchema } from './consultant-directory.response';
import { ConsultantProfile, DIRECTORY_MESSAGES, DirectoryPage } from '../../../../contracts';
import { ConsultantDirectoryService } from '../../application/consultant-directory.service';
import { ListConsultantsQueryDto } from './list-consultants.query.dto';

/** The public directory and profile pages' data (spec 000 §2, DECISIONS D4): approved consultants only. */
@ApiTags('consultants')
@Controller('consultants')
export class ConsultantDirectoryController {
  constructor(private readonly directory: ConsultantDirectoryService) {}

  /** A visitor's (no session cookie) request is answered ahead of Nest by anonymousDirectoryReads, the same DTO and service. */
  @ApiOperation({ summary: 'Search the consultant directory' })
  @Public()
  @ApiOkResponse({ type: DirectoryPageSchema, description: 'One page of approved consultants: featured, then available (D15), then newest; or by rating with ?sort=rating' })
  @Get()
  list(@Query() query: ListConsultantsQueryDto): Promise<DirectoryPage> {
    return this.directory.list(query);
  }

  /** A non-numeric id is as unknown as a missing one: 404, never 400. */
  @ApiOperation({ summary: 'Read a consultant\'s public profile' })
  @Public()
  @ApiOkResponse({ type: ConsultantProfileSchema, description: 'One approved consultant with their rating, latest published reviews (with replies) and published case studies' })
  @ApiNotFoundResponse({ type: ErrorBodySchema, description: 'Unknown, unapproved or non-numeric id' })
  @Get(':id')
  findOne(
    @Param('id', new ParseIntPipe({ errorHttpStatusCode: HttpStatus.NOT_FOUND, exceptionFactory: () => new ApiException(HttpStatus.NOT_FOUND, DIRECTORY_MESSAGES.consultantNotFound) })) id: number,
    @Req() request: Request,
  ): Promise<ConsultantProfile> {
    // request.ip honours TRUST_PROXY; with the browser it only de-duplicates the view and is never stored (issue 18).
    return this.directory.findOne(id, { ip: request.ip ?? null, userAgent: request.get('user-agent') ?? null });
  }
}
