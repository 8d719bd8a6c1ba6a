import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { CharitiesModule } from '../charities';
import { ConsultantsModule } from '../consultants';
import { ListProjectsService } from './application/list-projects.service';
import { MessageEntity } from './infrastructure/message.entity';
import { ProjectEntity } from './infrastructure/project.entity';
import { ProjectRepository } from './infrastructure/project.repository';
import { ProjectsController } from './interface/http/projects.controller';

@Module({
  imports: [TypeOrmModule.forFeature([ProjectEntity, MessageEntity]), CharitiesModule, ConsultantsModule],
  controllers: [ProjectsController],
  providers: [ProjectRepository, ListProjectsService],
})
export class ProjectsModule {}
