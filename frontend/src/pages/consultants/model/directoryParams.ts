import { isExpertiseKey } from '@contracts';

/** What the directory shows, as it lives in the URL (?search=&expertise=&page=), so a link can be shared. */
export interface DirectoryParams {
  search: string;
  expertise: string;
  page: number;
}

export function readDirectoryParams(params: URLSearchParams): DirectoryParams {
  const expertise = params.get('expertise') ?? '';
  const page = Number(params.get('page'));
  return {
    search: params.get('search')?.trim() ?? '',
    // A hand-edited unknown key would only earn a 400: show everyone instead.
    expertise: isExpertiseKey(expertise) ? expertise : '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL query for `next`; defaults stay out of it, so the plain directory is just /consultants. */
export function writeDirectoryParams(next: DirectoryParams): URLSearchParams {
  const params = new URLSearchParams();
  if (next.search.trim()) params.set('search', next.search.trim());
  if (next.expertise) params.set('expertise', next.expertise);
  if (next.page > 1) params.set('page', String(next.page));
  return params;
}

export function pageCount(total: number, pageSize: number): number {
  return pageSize > 0 ? Math.max(1, Math.ceil(total / pageSize)) : 1;
}
