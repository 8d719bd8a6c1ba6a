import type { CharityWaitingListRequest, ConsultantWaitingListRequest, WaitingListReceipt } from '@contracts';
import { baseApi } from '@/shared/api';

export const waitingListApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    joinCharityWaitingList: build.mutation<WaitingListReceipt, CharityWaitingListRequest>({
      query: (body) => ({ url: '/api/waiting-list/charity', method: 'POST', body }),
    }),
    joinConsultantWaitingList: build.mutation<WaitingListReceipt, ConsultantWaitingListRequest>({
      query: (body) => ({ url: '/api/waiting-list/consultant', method: 'POST', body }),
    }),
  }),
});
