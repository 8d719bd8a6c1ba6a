export {
  projectFilesChanged,
  projectFileUrl,
  useChangeProjectStatusMutation,
  useCreateProjectMutation,
  useDeleteProjectFileMutation,
  useGetMyProjectsQuery,
  useGetProjectFilesQuery,
  useGetProjectMessagesQuery,
  useGetProjectQuery,
  useSendProjectMessageMutation,
} from './api/projectApi';
export { uploadProjectFile } from './api/uploadProjectFile';
export { PROJECT_STATUS_TONES } from './model/statusTone';
export {
  countCharityProjects,
  countConsultantProjects,
  projectStatusLabel,
  projectTimeline,
  projectsInGroup,
  type CharityProjectGroup,
} from './model/projectGroups';
export type { ProjectCreateRequest, ProjectDetail, ProjectFile } from './model/types';
export {
  MESSAGE_POLL_MS,
  formatMessageTime,
  isOwnMessage,
  messageToSend,
} from './model/chat';
