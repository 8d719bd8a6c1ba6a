import { MessageEntity } from '../../src/modules/projects/infrastructure/message.entity';
import { insertProject } from '../support/seeding';
import { createTestApp, TestApp } from '../support/test-app';
import { projectCast, ProjectCast } from './project-team';

/**
 * Issue 22 "Messages": a project's page of messages starts from its (projectId, createdAt) index and reaches the
 * senders by primary key, whatever the size of users or messages; the mark-read update reads the unread ones
 * through (projectId, isRead). Checked on the plan each engine chooses for the statements the API really runs.
 */
describe('the messages page reads through its indexes', () => {
  let t: TestApp;
  let cast: ProjectCast;
  let projectId: number;

  beforeAll(async () => {
    t = await createTestApp({ FORM_RATE_LIMIT: '1000', LOGIN_RATE_LIMIT: '1000' });
    cast = await projectCast(t);
    projectId = await insertProject(t, { charityId: cast.owner.charityId, consultantId: cast.consultant.consultantId, status: 'in_progress' });
    for (let i = 0; i < 5; i += 1) await cast.owner.agent.post(`/api/projects/${projectId}/messages`).send({ content: `Message ${i}` }).expect(201);
    // Another project's long, read conversation: a plan chosen on a table of six rows would prove nothing on MariaDB.
    const other = await insertProject(t, { charityId: cast.owner.charityId, consultantId: cast.consultant.consultantId, status: 'in_progress' });
    const values = Array.from({ length: 3000 }, (_, i) => ({ projectId: other, senderId: cast.owner.userId, content: `Filler ${i}`, createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)), isRead: true }));
    for (let start = 0; start < values.length; start += 200) await t.dataSource.manager.insert(MessageEntity, values.slice(start, start + 200));
    await t.dataSource.query(t.dataSource.options.type === 'better-sqlite3' ? 'ANALYZE' : 'ANALYZE TABLE messages, users');
  });
  afterAll(() => t.close());

  /** The statements (with their parameters) a request runs. */
  async function statementsOf(work: () => Promise<unknown>): Promise<Array<{ sql: string; params: unknown[] }>> {
    const logger = t.dataSource.logger;
    const original = logger.logQuery.bind(logger);
    const seen: Array<{ sql: string; params: unknown[] }> = [];
    logger.logQuery = (query, parameters, queryRunner) => {
      seen.push({ sql: query, params: Array.isArray(parameters) ? parameters : [] });
      return original(query, parameters, queryRunner);
    };
    try {
      await work();
    } finally {
      logger.logQuery = original;
    }
    return seen;
  }

  const isSqlite = () => t.dataSource.options.type === 'better-sqlite3';

  /** One line per table access: SQLite's plan details, or MariaDB's `table type key`. */
  async function planOf(sql: string, params: unknown[]): Promise<string[]> {
    if (isSqlite()) return ((await t.dataSource.query(`EXPLAIN QUERY PLAN ${sql}`, params)) as Array<{ detail: string }>).map((row) => row.detail);
    const rows = (await t.dataSource.query(`EXPLAIN ${sql}`, params)) as Array<{ table: string; type: string; key: string | null }>;
    return rows.map((row) => `${row.table} ${row.type} ${row.key ?? '-'}`);
  }

  it('serves the page from (projectId, createdAt) and joins users by primary key', async () => {
    const statements = await statementsOf(() => cast.consultant.agent.get(`/api/projects/${projectId}/messages`).expect(200));
    const page = statements.find((statement) => /FROM \(SELECT id FROM messages/.test(statement.sql));
    expect(page).toBeDefined();
    const plan = await planOf(page!.sql, page!.params);
    if (isSqlite()) {
      expect(plan.some((line) => /SEARCH messages USING (COVERING )?INDEX idx_messages_project_created/.test(line))).toBe(true);
      expect(plan.filter((line) => /^SCAN (u|m|users|messages)\b/.test(line))).toEqual([]);
    } else {
      expect(plan.some((line) => /^messages \w+ idx_messages_project_created$/.test(line))).toBe(true);
      expect(plan.filter((line) => / ALL /.test(` ${line} `.replace(/^ <derived\d+> ALL /, ' ')))).toEqual([]);
      expect(plan.find((line) => line.startsWith('u '))).toMatch(/^u eq_ref PRIMARY$/);
    }
  });

  it('marks read through (projectId, isRead)', async () => {
    await cast.owner.agent.post(`/api/projects/${projectId}/messages`).send({ content: 'One more, unread' }).expect(201);
    const statements = await statementsOf(() => cast.consultant.agent.get(`/api/projects/${projectId}/messages`).expect(200));
    const update = statements.find((statement) => /^UPDATE .*messages/i.test(statement.sql.trim()));
    expect(update).toBeDefined();
    const select = update!.sql.replace(/^UPDATE\s+[`"]?messages[`"]?\s+SET\s+.*?\s+WHERE/is, 'SELECT id FROM messages WHERE');
    const plan = await planOf(select, update!.params.slice(-3));
    // Either index that starts at the unread rows: (projectId, isRead), or the digest's (isRead, notifiedAt, createdAt)
    // MariaDB may prefer while few messages are unread. Never the whole project, never the table.
    expect(plan.join('\n')).toMatch(/idx_messages_(project_)?unread/);
  });
});
