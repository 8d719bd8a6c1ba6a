import type { EnquiryReceipt, EnquiryRequest } from '@contracts';
import { baseApi } from '@/shared/api';

export type EnquiryKind = 'pricing' | 'getMatched';

const PATHS: Record<EnquiryKind, string> = {
  pricing: '/api/pricing-enquiry',
  getMatched: '/api/get-matched',
};

export const enquiryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/pricing-enquiry or /api/get-matched (spec 000 §7): the same four fields. */
    submitEnquiry: build.mutation<EnquiryReceipt, { kind: EnquiryKind; body: EnquiryRequest }>({
      query: ({ kind, body }) => ({ url: PATHS[kind], method: 'POST', body }),
    }),
  }),
});
