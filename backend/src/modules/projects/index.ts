export { ProjectsModule } from './projects.module';
export { UnreadDigestService } from './application/unread-digest.service';
export { ProjectParticipationService } from './application/project-participation.service';
export type { ProjectParty } from './application/project-participation.service';
export { ProjectDataService } from './application/project-data.service';
export type { ExportedFile, ExportedMessage, ExportedProject } from './application/project-data.service';
