export { ProjectReviewPage } from './ui/ProjectReviewPage';
export { CaseStudyPage } from './ui/CaseStudyPage';
