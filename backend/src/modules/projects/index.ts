export { ProjectsModule } from './projects.module';
export { UnreadDigestService } from './application/unread-digest.service';
export { ProjectParticipationService } from './application/project-participation.service';
export { ProjectDataService } from './application/project-data.service';
