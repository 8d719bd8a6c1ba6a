import type { CharityWaitingListRequest, ConsultantWaitingListRequest } from '@contracts';
import { baseApi } from '@/shared/api';

export const waitingListApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    joinCharityWaitingList: build.mutation<unknown, CharityWaitingListRequest>({
      query: (body) => ({ url: '/api/waiting-list/charity', method: 'POST', body }),
    }),
    joinConsultantWaitingList: build.mutation<unknown, ConsultantWaitingListRequest>({
      query: (body) => ({ url: '/api/waiting-list/consultant', method: 'POST', body }),
    }),
  }),
});
