export { ProjectDetailPage } from './ui/ProjectDetailPage';
