import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import type { AdminCharityDetail, AdminCharityRow, AdminReviewRow, AssignTempCredentialsRequest, HideReviewRequest, CreatePreListedConsultantRequest, ProjectStatus } from '@contracts';
import { baseApi } from '@/shared/api';
import { cleanParams, toPage, type ListParams, type Page } from '@/shared/lib';
import type {
  AdminIntroductionRequest,
  AdminProject,
  Analytics,
  AuditEntry,
  CharityWaitingListEntry,
  ConsultantApplication,
  ConsultantWaitingListEntry,
  CreateConsultantAccountRequest,
  CredentialRecord,
  CredentialTestResult,
  FormSubmission,
  IntroductionMove,
  IssuedCredentials,
  MembershipRequest,
  OutboxMail,
  PreListedConsultant,
  PricingEnquiry,
  RegisteredConsultant,
  SignedTermsRecord,
  StaleAvailability,
  StandardizeResult,
  UnmetDemandReport,
} from '../model/types';

type Tag = 'Admin' | 'Application' | 'Submission' | 'Credential' | 'Project';

/**
 * Every admin list is paged on the server; the screens pass page/pageSize/filters through. `accepts` names the
 * only query keys an endpoint reads, for those whose validation refuses the others.
 */
function list<T>(path: string, tag: Tag, accepts?: readonly string[]) {
  return {
    query: (params: ListParams | void) => {
      const query = cleanParams(params);
      // A cursor names its page itself; the API refuses a page number beside it.
      if (query.cursor) delete query.page;
      return { url: path, params: accepts ? Object.fromEntries(Object.entries(query).filter(([key]) => accepts.includes(key))) : query };
    },
    transformResponse: (body: unknown) => toPage<T>(body),
    providesTags: [tag],
  };
}

/**
 * The lists whose spec shape is a bare array (GET /api/projects, the pre-listed consultants, the signed terms)
 * answer one page of it, with the paging in X-Total-Count / X-Page / X-Page-Size. Those that also read by cursor
 * (`byCursor`, issue 22) carry the neighbouring pages in X-Next-Cursor / X-Previous-Cursor, and no X-Page on a
 * page reached by cursor.
 */
function headerPaged<T>(path: string, tag: Tag, accepts?: readonly string[], byCursor = false) {
  return {
    ...list<T>(path, tag, accepts),
    transformResponse: (body: T[], meta: FetchBaseQueryMeta | undefined): Page<T> => {
      const text = (name: string) => meta?.response?.headers.get(name) || null;
      const header = (name: string) => Number(text(name) ?? NaN);
      const page = toPage<T>(body);
      const paged: Page<T> = {
        items: page.items,
        total: Number.isFinite(header('X-Total-Count')) ? header('X-Total-Count') : page.total,
        page: Number.isFinite(header('X-Page')) ? header('X-Page') : page.page,
        pageSize: Number.isFinite(header('X-Page-Size')) ? header('X-Page-Size') : page.pageSize,
      };
      if (byCursor) {
        paged.cursors = { next: text('X-Next-Cursor'), previous: text('X-Previous-Cursor'), page: Number.isFinite(header('X-Page')) ? header('X-Page') : null };
        if (text('X-Total-Capped') === 'true') paged.cursors.totalCapped = true;
      }
      return paged;
    },
  };
}

export const adminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPendingApplications: build.query<Page<ConsultantApplication>, ListParams | void>(
      list('/api/admin/consultant-applications', 'Application'),
    ),
    approveApplication: build.mutation<unknown, number>({
      query: (id) => ({ url: `/api/admin/consultant-applications/${id}/approve`, method: 'POST' }),
      invalidatesTags: ['Application', 'Credential', 'Admin'],
    }),
    rejectApplication: build.mutation<unknown, { id: number; reason?: string }>({
      query: ({ id, reason }) => ({ url: `/api/admin/consultant-applications/${id}/reject`, method: 'POST', body: reason ? { reason } : {} }),
      invalidatesTags: ['Application', 'Admin'],
    }),

    getCharityWaitingList: build.query<Page<CharityWaitingListEntry>, ListParams | void>(list('/api/admin/waiting-list/charities', 'Admin')),
    getConsultantWaitingList: build.query<Page<ConsultantWaitingListEntry>, ListParams | void>(
      list('/api/admin/waiting-list/consultants', 'Admin'),
    ),
    getAnalytics: build.query<Analytics, void>({
      query: () => '/api/admin/analytics',
      transformResponse: (body: { data: Analytics }) => body.data,
      providesTags: ['Admin'],
    }),
    getFormSubmissions: build.query<Page<FormSubmission>, ListParams | void>(list('/api/admin/form-submissions', 'Submission')),
    getPricingEnquiries: build.query<Page<PricingEnquiry>, ListParams | void>(list('/api/admin/pricing-enquiries', 'Submission')),

    getRegisteredConsultants: build.query<Page<RegisteredConsultant>, ListParams | void>(
      list('/api/admin/registered-consultants', 'Credential'),
    ),
    getPreListedConsultants: build.query<Page<PreListedConsultant>, ListParams | void>(
      headerPaged('/api/admin/pre-listed-consultants', 'Credential', undefined, true),
    ),
    getConsultantCredentials: build.query<Page<CredentialRecord>, ListParams | void>(
      list('/api/admin/consultant-credentials', 'Credential'),
    ),
    assignTempCredentials: build.mutation<IssuedCredentials, { consultantId: number } & AssignTempCredentialsRequest>({
      query: ({ consultantId, tempPassword }) => ({
        url: `/api/admin/assign-temp-credentials/${consultantId}`,
        method: 'POST',
        body: { tempPassword },
      }),
      invalidatesTags: ['Credential'],
    }),
    standardizeCredentials: build.mutation<{ results: StandardizeResult[] }, void>({
      query: () => ({ url: '/api/admin/standardize-consultant-credentials', method: 'POST' }),
      invalidatesTags: ['Credential'],
    }),
    testCredential: build.mutation<CredentialTestResult, number>({
      query: (consultantId) => ({ url: `/api/admin/consultant-credentials/${consultantId}/test`, method: 'POST' }),
    }),
    createPreListedConsultant: build.mutation<IssuedCredentials, CreatePreListedConsultantRequest>({
      query: (body) => ({ url: '/api/admin/create-pre-listed-consultant', method: 'POST', body }),
      invalidatesTags: ['Credential', 'Admin'],
    }),
    createConsultantAccount: build.mutation<IssuedCredentials, CreateConsultantAccountRequest>({
      query: (body) => ({ url: '/api/admin/create-consultant-account', method: 'POST', body }),
      invalidatesTags: ['Credential', 'Admin'],
    }),

    getSignedTerms: build.query<Page<SignedTermsRecord>, ListParams | void>(headerPaged('/api/admin/signed-terms', 'Admin', undefined, true)),
    // Issue 18: review moderation.
    getAdminReviews: build.query<Page<AdminReviewRow>, ListParams | void>(list('/api/admin/reviews', 'Admin', ['page', 'pageSize', 'cursor', 'sort', 'order', 'side', 'state'])),
    hideReview: build.mutation<AdminReviewRow, { id: number } & HideReviewRequest>({
      query: ({ id, ...body }) => ({ url: `/api/admin/reviews/${id}`, method: 'PATCH', body }),
      invalidatesTags: ['Admin'],
    }),
    resendTerms: build.mutation<unknown, number>({
      query: (id) => ({ url: `/api/admin/resend-terms/${id}`, method: 'POST' }),
    }),

    getIntroductionRequests: build.query<Page<AdminIntroductionRequest>, ListParams | void>(
      list('/api/admin/introduction-requests', 'Submission'),
    ),
    moveIntroductionRequest: build.mutation<unknown, { id: number } & IntroductionMove>({
      query: ({ id, ...body }) => ({ url: `/api/admin/introduction-requests/${id}`, method: 'PATCH', body }),
      invalidatesTags: ['Submission'],
    }),

    // GET /api/projects reads only page or cursor, status and the sort (its page size is fixed).
    getAdminProjects: build.query<Page<AdminProject>, ListParams | void>(headerPaged('/api/projects', 'Project', ['page', 'cursor', 'status', 'sort', 'order'], true)),
    assignProjectConsultant: build.mutation<unknown, { id: number; consultantId: number }>({
      query: ({ id, consultantId }) => ({ url: `/api/projects/${id}/assign`, method: 'POST', body: { consultantId } }),
      invalidatesTags: ['Project'],
    }),
    moveProject: build.mutation<unknown, { id: number; status: ProjectStatus }>({
      query: ({ id, status }) => ({ url: `/api/projects/${id}/status`, method: 'PATCH', body: { status } }),
      invalidatesTags: ['Project'],
    }),

    getMembershipRequests: build.query<Page<MembershipRequest>, ListParams | void>(list('/api/admin/membership-requests', 'Admin', ['page', 'cursor', 'sort', 'order'])),
    /** The admin's answer (D9; change-tier and decline from issue 16): `activate` carries out an activation or renewal. */
    answerMembershipRequest: build.mutation<unknown, { id: number; answer: 'activate' | 'change-tier' | 'decline' }>({
      query: ({ id, answer }) => ({ url: `/api/admin/membership-requests/${id}/${answer}`, method: 'POST' }),
      invalidatesTags: ['Admin'],
    }),

    getStaleAvailability: build.query<Page<StaleAvailability>, ListParams | void>(list('/api/admin/stale-availability', 'Admin')),
    getUnmetDemand: build.query<UnmetDemandReport, { days: number }>({
      query: ({ days }) => ({ url: '/api/admin/unmet-demand', params: { days } }),
      providesTags: ['Admin'],
    }),

    getMailOutbox: build.query<Page<OutboxMail>, ListParams | void>(list('/api/admin/mail-outbox', 'Admin')),
    retryMail: build.mutation<unknown, number>({
      query: (id) => ({ url: `/api/admin/mail-outbox/${id}/retry`, method: 'POST' }),
      invalidatesTags: ['Admin'],
    }),

    getAuditLog: build.query<Page<AuditEntry>, ListParams | void>(list('/api/admin/audit-log', 'Admin')),

    // Issue 16: the registered charities; their project counts change with the projects screen's moves.
    getAdminCharities: build.query<Page<AdminCharityRow>, ListParams | void>({ ...list<AdminCharityRow>('/api/admin/charities', 'Admin'), providesTags: ['Admin', 'Project'] }),
    getAdminCharity: build.query<AdminCharityDetail, number>({ query: (id) => `/api/admin/charities/${id}`, providesTags: ['Admin', 'Project'] }),
  }),
});

export const {
  useGetAdminReviewsQuery,
  useHideReviewMutation,
  useGetPendingApplicationsQuery,
  useApproveApplicationMutation,
  useRejectApplicationMutation,
  useGetCharityWaitingListQuery,
  useGetConsultantWaitingListQuery,
  useGetAnalyticsQuery,
  useGetFormSubmissionsQuery,
  useGetPricingEnquiriesQuery,
  useGetRegisteredConsultantsQuery,
  useGetPreListedConsultantsQuery,
  useGetConsultantCredentialsQuery,
  useAssignTempCredentialsMutation,
  useStandardizeCredentialsMutation,
  useTestCredentialMutation,
  useCreatePreListedConsultantMutation,
  useCreateConsultantAccountMutation,
  useGetSignedTermsQuery,
  useResendTermsMutation,
  useGetIntroductionRequestsQuery,
  useMoveIntroductionRequestMutation,
  useGetAdminProjectsQuery,
  useAssignProjectConsultantMutation,
  useMoveProjectMutation,
  useGetMembershipRequestsQuery,
  useAnswerMembershipRequestMutation,
  useGetStaleAvailabilityQuery,
  useGetUnmetDemandQuery,
  useGetMailOutboxQuery,
  useRetryMailMutation,
  useGetAuditLogQuery,
  useGetAdminCharitiesQuery,
  useGetAdminCharityQuery,
} = adminApi;
