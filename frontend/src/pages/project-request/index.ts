export { ProjectRequestPage } from './ui/ProjectRequestPage';
