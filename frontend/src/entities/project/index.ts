export {
  projectApi,
  type MyProjects,
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
  CHARITY_PROJECT_GROUPS,
  countCharityProjects,
  countConsultantProjects,
  projectStatusLabel,
  projectTimeline,
  projectsInGroup,
  statusCountsOf,
  type CharityProjectCounts,
  type CharityProjectGroup,
  type ConsultantProjectCounts,
} from './model/projectGroups';
export type { ProjectCreateRequest, ProjectDetail, ProjectFile, ProjectHistoryEntry, ProjectMessage } from './model/types';
export {
  MESSAGE_POLL_MS,
  formatMessageTime,
  isOwnMessage,
  messageToSend,
  viewerChatRole,
} from './model/chat';
