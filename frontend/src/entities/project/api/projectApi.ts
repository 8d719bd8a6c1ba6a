import type { ProjectSummary } from '@contracts';
import { baseApi } from '@/shared/api';

export const projectApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/projects: the signed-in charity's own projects, or the consultant's assigned ones (newest first). */
    getMyProjects: build.query<ProjectSummary[], void>({
      query: () => '/api/projects',
      providesTags: (projects) => [
        { type: 'Project' as const, id: 'LIST' },
        ...(projects ?? []).map((project) => ({ type: 'Project' as const, id: project.id })),
      ],
    }),
  }),
});

export const { useGetMyProjectsQuery } = projectApi;
