import { PROJECT_STATUS_COUNTS_HEADER, type MemberProjectSummary, type ProjectStatus, type ProjectStatusCounts, type ProjectSummary } from '@contracts';
import { baseApi } from '@/shared/api';
import type { ProjectCreateRequest, ProjectDetail, ProjectFile, ProjectMessage } from '../model/types';
import { statusCountsOf } from '../model/projectGroups';

/** A member's first page of projects and the counts of all of them (issue 16/22). */
interface MyProjects {
  projects: MemberProjectSummary[];
  statusCounts: ProjectStatusCounts;
}

function parseStatusCounts(header: string | null | undefined): ProjectStatusCounts | null {
  if (!header) return null;
  try {
    return JSON.parse(header) as ProjectStatusCounts;
  } catch {
    return null;
  }
}

const projectTag = (id: number) => ({ type: 'Project' as const, id });
const messagesTag = (id: number) => ({ type: 'Message' as const, id });
const filesTag = (id: number) => ({ type: 'Project' as const, id: `files-${id}` });

const projectApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/projects: the signed-in charity's own projects, or the consultant's assigned ones (newest first), the
     * server's default first page; the dashboards' counts come from X-Status-Counts, over all of them.
     */
    getMyProjects: build.query<MyProjects, void>({
      query: () => '/api/projects',
      transformResponse: (projects: MemberProjectSummary[], meta: { response?: Response } | undefined) => ({
        projects,
        statusCounts: parseStatusCounts(meta?.response?.headers.get(PROJECT_STATUS_COUNTS_HEADER)) ?? statusCountsOf(projects),
      }),
      providesTags: (result) => [
        { type: 'Project' as const, id: 'LIST' },
        ...(result?.projects ?? []).map((project) => projectTag(project.id)),
      ],
    }),
    getProject: build.query<ProjectDetail, number>({
      query: (id) => `/api/projects/${id}`,
      providesTags: (_project, _error, id) => [projectTag(id)],
    }),
    /** spec 001 §7: on success the project list is invalidated. */
    createProject: build.mutation<ProjectSummary, ProjectCreateRequest>({
      query: (body) => ({ url: '/api/projects', method: 'POST', body }),
      invalidatesTags: [{ type: 'Project', id: 'LIST' }],
    }),
    changeProjectStatus: build.mutation<ProjectDetail, { id: number; status: ProjectStatus }>({
      query: ({ id, status }) => ({ url: `/api/projects/${id}/status`, method: 'PATCH', body: { status } }),
      invalidatesTags: (_result, _error, { id }) => [projectTag(id), { type: 'Project', id: 'LIST' }],
    }),
    getProjectMessages: build.query<ProjectMessage[], number>({
      query: (id) => `/api/projects/${id}/messages`,
      providesTags: (_messages, _error, id) => [messagesTag(id)],
    }),
    sendProjectMessage: build.mutation<ProjectMessage, { id: number; content: string }>({
      query: ({ id, content }) => ({ url: `/api/projects/${id}/messages`, method: 'POST', body: { content } }),
      invalidatesTags: (_result, _error, { id }) => [messagesTag(id)],
    }),
    getProjectFiles: build.query<ProjectFile[], number>({
      query: (id) => `/api/projects/${id}/files`,
      providesTags: (_files, _error, id) => [filesTag(id)],
    }),
    deleteProjectFile: build.mutation<void, { id: number; fileId: number }>({
      query: ({ id, fileId }) => ({ url: `/api/projects/${id}/files/${fileId}`, method: 'DELETE' }),
      // The history on the details tab records the deletion (D16).
      invalidatesTags: (_result, _error, { id }) => [filesTag(id), projectTag(id)],
    }),
  }),
});

export const {
  useGetMyProjectsQuery,
  useGetProjectQuery,
  useCreateProjectMutation,
  useChangeProjectStatusMutation,
  useGetProjectMessagesQuery,
  useSendProjectMessageMutation,
  useGetProjectFilesQuery,
  useDeleteProjectFileMutation,
} = projectApi;

/** After an upload made outside RTK Query (XMLHttpRequest, for progress), the list and history refetch. */
export const projectFilesChanged = (id: number) => projectApi.util.invalidateTags([filesTag(id), projectTag(id)]);

export const projectFileUrl = (id: number, fileId: number) => `/api/projects/${id}/files/${fileId}`;
export const projectFilesUrl = (id: number) => `/api/projects/${id}/files`;
