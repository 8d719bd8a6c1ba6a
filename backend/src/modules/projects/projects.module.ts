import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { AuditModule } from '../audit';
import { CharitiesModule } from '../charities';
import { ConsultantsModule } from '../consultants';
import { MailModule } from '../mail';
import { MatchingModule } from '../matching';
import { NotificationsModule } from '../notifications';
import { ReviewsModule } from '../reviews';
import { ChangeProjectStatusService } from './application/change-project-status.service';
import { CreateProjectService } from './application/create-project.service';
import { ListProjectsService } from './application/list-projects.service';
import { ProjectAccessService } from './application/project-access.service';
import { ProjectDetailService } from './application/project-detail.service';
import { ProjectFileStorage } from './domain/project-file-storage';
import { ProjectFilesService } from './application/project-files.service';
import { ProjectMessagesService } from './application/project-messages.service';
import { ProjectNeedSource } from './application/project-need-source';
import { ProjectDataService } from './application/project-data.service';
import { ProjectParticipationService } from './application/project-participation.service';
import { UnreadDigestService } from './application/unread-digest.service';
import { DatabaseProjectFileStorage } from './infrastructure/database-project-file.storage';
import { MemberProjectListRepository } from './infrastructure/member-project-list.repository';
import { MessageEntity } from './infrastructure/message.entity';
import { ProjectFileContentEntity, ProjectFileEntity } from './infrastructure/project-file.entity';
import { ProjectFileRepository } from './infrastructure/project-file.repository';
import { ProjectHistoryEntity } from './infrastructure/project-history.entity';
import { ProjectEntity } from './infrastructure/project.entity';
import { ProjectMessageRepository } from './infrastructure/project-message.repository';
import { ProjectRepository } from './infrastructure/project.repository';
import { ProjectPartyRepository } from './infrastructure/project-party.repository';
import { ProjectWorkspaceRepository } from './infrastructure/project-workspace.repository';
import { ProjectFilesController } from './interface/http/project-files.controller';
import { ProjectMessagesController } from './interface/http/project-messages.controller';
import { ProjectsController } from './interface/http/projects.controller';

@Module({
  imports: [
    TypeOrmModule.forFeature([ProjectEntity, MessageEntity, ProjectHistoryEntity, ProjectFileEntity, ProjectFileContentEntity]),
    CharitiesModule,
    ConsultantsModule,
    MailModule,
    AuditModule,
    MatchingModule,
    NotificationsModule,
    ReviewsModule,
  ],
  controllers: [ProjectsController, ProjectMessagesController, ProjectFilesController],
  providers: [
    ProjectRepository, MemberProjectListRepository, ProjectWorkspaceRepository, ProjectAccessService, ListProjectsService, CreateProjectService, ProjectDetailService, ChangeProjectStatusService,
    ProjectMessageRepository,
    ProjectPartyRepository,
    ProjectMessagesService,
    UnreadDigestService,
    ProjectNeedSource,
    ProjectFileRepository,
    { provide: ProjectFileStorage, useClass: DatabaseProjectFileStorage },
    ProjectFilesService,
    ProjectParticipationService,
    ProjectDataService,
  ],
  exports: [UnreadDigestService, ProjectParticipationService, ProjectDataService],
})
export class ProjectsModule {}
