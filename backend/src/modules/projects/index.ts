export { ProjectsModule } from './projects.module';
export { UnreadDigestService } from './application/unread-digest.service';
