import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';

import { CurrentUser } from '../../../../common/decorators/current-user.decorator';
import { Roles } from '../../../../common/decorators/roles.decorator';
import { ErrorBodySchema } from '../../../../common/http/error-body.response';
import { ProjectMessageSchema } from './project-messages.response';
import type { ProjectMessage } from '../../../../contracts';
import type { SessionUser } from '../../../../kernel/session-user';
import { ProjectMessagesService } from '../../application/project-messages.service';
import { projectIdPipe } from './project-id.pipe';
import { MessagesQueryDto, PostProjectMessageRequestDto } from './project.request.dto';

/** The conversation of a project (D8): participants and admins read, the two sides post. */
@ApiTags('projects')
@Controller('projects/:id/messages')
@Roles('any')
export class ProjectMessagesController {
  constructor(private readonly messages: ProjectMessagesService) {}

  @ApiOperation({ summary: 'List a project\'s messages' })
  @ApiOkResponse({ type: [ProjectMessageSchema], description: "Oldest first (the newest 200, or those before ?beforeId); the other side's messages are now read" })
  @ApiQuery({ name: 'beforeId', required: false, type: Number })
  @ApiNotFoundResponse({ type: ErrorBodySchema, description: 'No such project, or the caller is not part of it' })
  @Get()
  list(@CurrentUser() user: SessionUser, @Param('id', projectIdPipe()) id: number, @Query() query: MessagesQueryDto): Promise<ProjectMessage[]> {
    return this.messages.list(id, user, query.beforeId);
  }

  @ApiOperation({ summary: 'Send a message in a project' })
  @ApiCreatedResponse({ type: ProjectMessageSchema, description: 'The message as stored' })
  @ApiBadRequestResponse({ type: ErrorBodySchema, description: 'Blank or longer than 5,000 characters' })
  @ApiForbiddenResponse({ type: ErrorBodySchema, description: 'An admin who is not a side of the project' })
  @ApiNotFoundResponse({ type: ErrorBodySchema, description: 'No such project, or the caller is not part of it' })
  @Post()
  post(@CurrentUser() user: SessionUser, @Param('id', projectIdPipe()) id: number, @Body() body: PostProjectMessageRequestDto): Promise<ProjectMessage> {
    return this.messages.post(id, user, body.content);
  }
}
