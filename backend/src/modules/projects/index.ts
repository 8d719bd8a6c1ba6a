export { ProjectsModule } from './projects.module';
export { UnreadDigestService } from './application/unread-digest.service';
export { ProjectParticipationService } from './application/project-participation.service';
export type { ProjectParty } from './application/project-participation.service';
