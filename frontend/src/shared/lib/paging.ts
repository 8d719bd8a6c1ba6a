import { ADMIN_PAGE_SIZE_DEFAULT } from '@contracts';

/** One page of an admin list, whatever envelope the endpoint answers with. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  /** The lists that grow (issue 22) also read by cursor: the neighbouring pages, and the page number if known. */
  cursors?: PageCursors;
}

export interface PageCursors {
  next: string | null;
  previous: string | null;
  /** Null on a page reached by cursor: its number is not counted. */
  page: number | null;
  /** The total is a lower bound: the server counts a filter over changing rows no further than its depth limit. */
  totalCapped?: boolean;
}

/** Query string of a paged admin list: page, size, sort and any filter the endpoint reads. */
export type ListParams = Record<string, string | number | boolean | undefined | null>;

const ENVELOPE_KEYS = ['data', 'submissions', 'credentials', 'results', 'items'] as const;

/**
 * The spec's lists come bare, as `{ data }` or as `{ submissions }` (001 §7), and the paged ones add
 * total/page/pageSize. Screens read one shape.
 */
export function toPage<T>(body: unknown): Page<T> {
  const envelope = (typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
  const key = ENVELOPE_KEYS.find((name) => Array.isArray(envelope[name]));
  const items = (Array.isArray(body) ? body : key ? envelope[key] : []) as T[];
  const number = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
  const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
  const page: Page<T> = {
    items,
    total: number(envelope.total, items.length),
    page: number(envelope.page, 1),
    pageSize: number(envelope.pageSize, Math.max(items.length, ADMIN_PAGE_SIZE_DEFAULT)),
  };
  if ('nextCursor' in envelope) page.cursors = { next: text(envelope.nextCursor), previous: text(envelope.previousCursor), page: typeof envelope.page === 'number' ? envelope.page : null };
  if (page.cursors && envelope.totalCapped === true) page.cursors.totalCapped = true;
  return page;
}

/** Drops empty filters so the URL carries only what the admin chose. */
export function cleanParams(params: ListParams | void): Record<string, string> {
  const clean: Record<string, string> = {};
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null && value !== '') clean[name] = String(value);
  }
  return clean;
}

/** The CSV export of a list: the same path and filters with ?format=csv (a plain download link). */
export function csvHref(path: string, params?: ListParams): string {
  const query = new URLSearchParams({ ...cleanParams(params), format: 'csv' });
  query.delete('page');
  query.delete('pageSize');
  query.delete('cursor');
  return `${path}?${query.toString()}`;
}
