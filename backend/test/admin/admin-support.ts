import { AuditLogEntity } from '../../src/modules/audit/infrastructure/audit-log.entity';
import { ConsultantEntity } from '../../src/modules/consultants/infrastructure/consultant.entity';
import { UserEntity } from '../../src/modules/identity/infrastructure/user.entity';
import { MailOutboxEntity } from '../../src/modules/mail/infrastructure/mail-outbox.entity';
import { consultantApplication } from '../support/fixtures';
import type { TestApp } from '../support/test-app';

export interface Applicant {
  consultantId: number;
  userId: number;
  username: string;
  email: string;
  name: string;
}

/** A consultant who applied through the public form: an unapproved profile waiting for review. */
export async function applicant(t: TestApp, overrides: Record<string, unknown> = {}): Promise<Applicant> {
  const body = consultantApplication(overrides);
  await t.http().post('/api/register/consultant').send(body).expect(201);
  const user = await t.dataSource.getRepository(UserEntity).findOneByOrFail({ username: body.username.toLowerCase() });
  const profile = await t.dataSource.getRepository(ConsultantEntity).findOneByOrFail({ userId: user.id });
  return { consultantId: profile.id, userId: user.id, username: user.username, email: user.email, name: user.name };
}

export const auditRows = (t: TestApp, action: string) => t.dataSource.getRepository(AuditLogEntity).find({ where: { action }, order: { id: 'ASC' } });

export const mailsTo = (t: TestApp, toAddress: string, template: string) => t.dataSource.getRepository(MailOutboxEntity).findBy({ toAddress, template });

/** Parses the CSV the admin exports send (BOM, CRLF, RFC 4180 quotes) into rows of cells. */
export function parseCsv(text: string): string[][] {
  const body = text.replace(/^\uFEFF/, '');
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const char = body[i];
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && body[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += char;
  }
  return rows;
}

/** One page of a list read by cursor as a test sees it: its ids, number (null by cursor), total and cursors. */
export interface CursorPageSeen {
  ids: number[];
  page: number | null;
  total: number;
  next: string | null;
  previous: string | null;
}

type ListQuery = Record<string, string | number>;

/** Every page from the first by the next cursor, and back again by the previous one. */
export async function walkByCursor(read: (query: ListQuery) => Promise<CursorPageSeen>, query: ListQuery) {
  const pages = [await read(query)];
  while (pages[pages.length - 1].next) pages.push(await read({ ...query, cursor: pages[pages.length - 1].next as string }));
  const backward = [pages[pages.length - 1].ids];
  for (let page = pages[pages.length - 1]; page.previous; ) {
    page = await read({ ...query, cursor: page.previous });
    backward.unshift(page.ids);
  }
  return { forward: pages.flatMap((page) => page.ids), backward: backward.flat(), pages };
}

/**
 * Issue 22: a walk by cursor visits `expected` (the order written from the original columns) once each, forward
 * and back, over more than two pages; only the first page has a number, every page the whole total; and the
 * second page by number holds what the cursor reached.
 */
export async function expectCursorWalk(read: (query: ListQuery) => Promise<CursorPageSeen>, query: ListQuery, expected: number[]): Promise<void> {
  const { forward, backward, pages } = await walkByCursor(read, query);
  expect(forward).toEqual(expected);
  expect(backward).toEqual(expected);
  expect(pages.length).toBeGreaterThan(2);
  expect(pages[0].page).toBe(1);
  expect(pages.slice(1).every((page) => page.page === null && page.total === expected.length)).toBe(true);
  expect((await read({ ...query, page: 2 })).ids).toEqual(pages[1].ids);
}

/** A page of a bare-array list (the spec's array), its paging and cursors in the headers (CURSOR_PAGING_HEADERS). */
export const headerPageSeen = ({ body, headers }: { body: unknown; headers: Record<string, string> }): CursorPageSeen => ({
  ids: (body as Array<{ id: number | string }>).map((row) => Number(row.id)),
  page: headers['x-page'] === undefined ? null : Number(headers['x-page']),
  total: Number(headers['x-total-count']),
  next: headers['x-next-cursor'] ?? null,
  previous: headers['x-previous-cursor'] ?? null,
});
