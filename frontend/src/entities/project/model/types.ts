// The workspace's shapes are the server's contracts (spec 001 §3, issue 9).
export type {
  CreateProjectRequest as ProjectCreateRequest,
  ProjectDetail,
  ProjectFile,
  ProjectMessage,
} from '@contracts';
