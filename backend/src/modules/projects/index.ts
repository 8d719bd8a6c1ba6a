export { ProjectsModule } from './projects.module';
