export { projectApi, useGetMyProjectsQuery } from './api/projectApi';
export {
  CHARITY_PROJECT_GROUPS,
  countCharityProjects,
  countConsultantProjects,
  projectStatusLabel,
  projectTimeline,
  projectsInGroup,
  type CharityProjectCounts,
  type CharityProjectGroup,
  type ConsultantProjectCounts,
} from './model/projectGroups';
