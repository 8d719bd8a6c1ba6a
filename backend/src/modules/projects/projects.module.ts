import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { AuditModule } from '../audit';
import { CharitiesModule } from '../charities';
import { ConsultantsModule } from '../consultants';
import { MailModule } from '../mail';
import { ChangeProjectStatusService } from './application/change-project-status.service';
import { CreateProjectService } from './application/create-project.service';
import { ListProjectsService } from './application/list-projects.service';
import { ProjectAccessService } from './application/project-access.service';
import { ProjectDetailService } from './application/project-detail.service';
import { MessageEntity } from './infrastructure/message.entity';
import { ProjectFileContentEntity, ProjectFileEntity } from './infrastructure/project-file.entity';
import { ProjectHistoryEntity } from './infrastructure/project-history.entity';
import { ProjectEntity } from './infrastructure/project.entity';
import { ProjectRepository } from './infrastructure/project.repository';
import { ProjectWorkspaceRepository } from './infrastructure/project-workspace.repository';
import { ProjectsController } from './interface/http/projects.controller';

@Module({
  imports: [
    TypeOrmModule.forFeature([ProjectEntity, MessageEntity, ProjectHistoryEntity, ProjectFileEntity, ProjectFileContentEntity]),
    CharitiesModule,
    ConsultantsModule,
    MailModule,
    AuditModule,
  ],
  controllers: [ProjectsController],
  providers: [ProjectRepository, ProjectWorkspaceRepository, ProjectAccessService, ListProjectsService, CreateProjectService, ProjectDetailService, ChangeProjectStatusService],
})
export class ProjectsModule {}
