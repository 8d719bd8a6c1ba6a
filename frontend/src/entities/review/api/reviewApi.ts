import type { ApproveCaseStudyRequest, CaseStudyRequest, CaseStudyStatus, CharityReviewRequest, ConsultantReviewRequest, ProjectReviewsView } from '@contracts';
import { baseApi } from '@/shared/api';

/** Reviews and case studies of one project (issue 18); each answer is the caller's fresh view, so no tags. */
const reviewApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProjectReviews: build.query<ProjectReviewsView, number>({ query: (projectId) => `/api/projects/${projectId}/reviews`, keepUnusedDataFor: 0 }),
    submitReview: build.mutation<ProjectReviewsView, { projectId: number; body: CharityReviewRequest | ConsultantReviewRequest }>({
      query: ({ projectId, body }) => ({ url: `/api/projects/${projectId}/reviews`, method: 'POST', body }),
    }),
    replyToReview: build.mutation<ProjectReviewsView, { reviewId: number; text: string }>({
      query: ({ reviewId, text }) => ({ url: `/api/reviews/${reviewId}/reply`, method: 'POST', body: { text } }),
    }),
    getCaseStudy: build.query<CaseStudyStatus, number>({ query: (projectId) => `/api/projects/${projectId}/case-study`, keepUnusedDataFor: 0 }),
    saveCaseStudy: build.mutation<CaseStudyStatus, { projectId: number; body: CaseStudyRequest }>({
      query: ({ projectId, body }) => ({ url: `/api/projects/${projectId}/case-study`, method: 'POST', body }),
    }),
    decideCaseStudy: build.mutation<CaseStudyStatus, { caseStudyId: number; decision: 'approve' | 'decline' | 'withdraw'; body?: ApproveCaseStudyRequest }>({
      query: ({ caseStudyId, decision, body }) => ({ url: `/api/case-studies/${caseStudyId}/${decision}`, method: 'POST', body: body ?? {} }),
    }),
  }),
});

export const { useGetProjectReviewsQuery, useSubmitReviewMutation, useReplyToReviewMutation, useGetCaseStudyQuery, useSaveCaseStudyMutation, useDecideCaseStudyMutation } = reviewApi;
