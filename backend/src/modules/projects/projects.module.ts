import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { MessageEntity } from './infrastructure/message.entity';
import { ProjectEntity } from './infrastructure/project.entity';

@Module({
  imports: [TypeOrmModule.forFeature([ProjectEntity, MessageEntity])],
})
export class ProjectsModule {}
