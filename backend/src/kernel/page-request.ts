/** One page of a server-side list: 1-based page number and its size (already validated and capped). */
export interface PageRequest {
  page: number;
  pageSize: number;
}

export const pageOffset = (request: PageRequest): number => (request.page - 1) * request.pageSize;
