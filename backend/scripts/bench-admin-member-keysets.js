'use strict';
// Issue 22 (decision 22, "Charities and registered consultants by cursor"): the ids statement of the middle page
// (offset 50,000 of 100,000) of the admin charities and registered consultants lists on MariaDB, by number against
// by cursor, with EXPLAIN. Builds schema bench_hA2 from a migrated schema's tables (BENCH_TEMPLATE, e.g. a
// cb_test_template_* of the API tests; the `users (role, …)` indexes of migration 1799100000000 are added if missing)
// and seeds 100,000 charity accounts, charities and consultant profiles from seq_1_to_100000.
//   BENCH_TEMPLATE=<migrated schema> node backend/scripts/bench-admin-member-keysets.js
const mysql = require('mysql2/promise');

const SEED = (template) => [
  'DROP DATABASE IF EXISTS bench_hA2', 'CREATE DATABASE bench_hA2', 'USE bench_hA2',
  ...['users', 'charities', 'consultants'].map((table) => `CREATE TABLE ${table} LIKE ${template}.${table}`),
  "INSERT INTO users (id, username, password, email, emailNormalized, role, name, organisation, createdAt, lastLoginAt) SELECT seq, CONCAT('u', seq), 'x', CONCAT('u', seq, '@e.org'), CONCAT('u', seq, '@e.org'), 'charity', CONCAT('Contact ', seq % 997), IF(seq % 10 = 0, NULL, CONCAT('Org ', seq % 50021)), '2025-01-01' + INTERVAL seq MINUTE, IF(seq % 3 = 0, NULL, '2026-01-01' + INTERVAL (seq * 7 % 100000) MINUTE) FROM seq_1_to_100000",
  "INSERT INTO charities (id, userId, foundingYear, membershipTier, membershipActive, membershipExpiry) SELECT seq, seq, 2000, ELT(1 + seq % 3, 'small', 'medium', 'large'), seq % 2, IF(seq % 4 = 0, NULL, '2027-01-01' + INTERVAL (seq % 700) DAY) FROM seq_1_to_100000",
  "INSERT INTO consultants (id, userId, expertise, isApproved) SELECT seq, seq, '[]', seq % 2 FROM seq_1_to_100000",
];
const ROLE_INDEXES = ['createdAt', 'organisation', 'lastLoginAt'];

(async () => {
  const template = process.env.BENCH_TEMPLATE;
  if (!template) throw new Error('BENCH_TEMPLATE: a migrated schema to copy the tables of');
  const db = await mysql.createConnection({ host: '127.0.0.1', user: 'root', multipleStatements: false });
  for (const sql of SEED(template)) await db.query(sql);
  const [indexes] = await db.query('SHOW INDEX FROM users');
  for (const column of ROLE_INDEXES) if (!indexes.some((index) => index.Key_name === `idx_users_role_${column}`)) await db.query(`CREATE INDEX idx_users_role_${column} ON users (role, ${column})`);
  // Only main's migrations' indexes: a template from another branch may carry plain users (name) / (email) ones.
  for (const extra of ['idx_users_name', 'idx_users_email']) if (indexes.some((index) => index.Key_name === extra)) await db.query(`DROP INDEX ${extra} ON users`);
  await db.query('ANALYZE TABLE users, charities, consultants');
  const time = async (sql, params = []) => { const ts = []; for (let i = 0; i < 15; i++) { const t = process.hrtime.bigint(); await db.query(sql, params); ts.push(Number(process.hrtime.bigint() - t) / 1e6); } ts.sort((a, b) => a - b); return ts[7].toFixed(2); };
  const mid = async (sql) => (await db.query(sql + ' LIMIT 1 OFFSET 50000'))[0][0];
  const cases = [
    ['registeredAt desc', "FROM users u WHERE u.role = 'charity'", 'u.createdAt DESC, u.id DESC', 'u.createdAt', 'u.id', '<', false, 'u.id'],
    ['organisation asc', "FROM users u WHERE u.role = 'charity'", 'u.organisation ASC, u.id ASC', 'u.organisation', 'u.id', '>', true, 'u.id'],
    ['organisation desc', "FROM users u WHERE u.role = 'charity'", 'u.organisation DESC, u.id DESC', 'u.organisation', 'u.id', '<', true, 'u.id'],
    ['lastSignInAt desc', "FROM users u WHERE u.role = 'charity'", 'u.lastLoginAt DESC, u.id DESC', 'u.lastLoginAt', 'u.id', '<', true, 'u.id'],
    ['membershipExpiry asc', 'FROM charities c WHERE 1 = 1', 'c.membershipExpiry ASC, c.id ASC', 'c.membershipExpiry', 'c.id', '>', true, 'c.id'],
    ['membershipExpiry desc', 'FROM charities c WHERE 1 = 1', 'c.membershipExpiry DESC, c.id DESC', 'c.membershipExpiry', 'c.id', '<', true, 'c.id'],
  ];
  for (const [name, from, order, col, id, op, nullable, sel] of cases) {
    const m = await mid(`SELECT ${col} AS v, ${id} AS k ${from} ORDER BY ${order}`);
    const offset = await time(`SELECT ${sel} ${from} ORDER BY ${order} LIMIT 51 OFFSET 50000`);
    let cond;
    if (m.v === null) cond = op === '>' ? `(${col} IS NOT NULL OR (${col} IS NULL AND ${id} > ?))` : `${col} IS NULL AND ${id} < ?`;
    else cond = (nullable && op === '<' ? `(${col} <= ? OR ${col} IS NULL) AND ((${col} < ? OR ${col} IS NULL) OR (${col} = ? AND ${id} < ?))` : `${col} ${op}= ? AND (${col} ${op} ? OR (${col} = ? AND ${id} ${op} ?))`);
    const params = m.v === null ? [m.k] : [m.v, m.v, m.v, m.k];
    const keyset = `SELECT ${sel} ${from} AND ${cond} ORDER BY ${order} LIMIT 51`;
    const byCursor = await time(keyset, params);
    const [explain] = await db.query('EXPLAIN ' + keyset, params);
    console.log(`${name.padEnd(22)} offset 50,000: ${offset} ms   cursor: ${byCursor} ms   EXPLAIN ${explain.map((r) => `${r.type} ${r.key} rows=${r.rows} ${r.Extra}`).join(' | ')}`);
  }
  const tier = `SELECT c.id FROM charities c WHERE 1 = 1 AND (c.membershipTier IN ('large') OR (c.membershipTier = 'medium' AND c.id > 50000)) ORDER BY c.membershipTier ASC, c.id ASC LIMIT 51`;
  const [te] = await db.query('EXPLAIN ' + tier);
  console.log(`${'membershipTier asc'.padEnd(22)} offset 50,000: ${await time('SELECT c.id FROM charities c ORDER BY c.membershipTier ASC, c.id ASC LIMIT 51 OFFSET 50000')} ms   cursor: ${await time(tier)} ms   EXPLAIN ${te.map((r) => `${r.type} ${r.key} rows=${r.rows} ${r.Extra}`).join(' | ')}`);
  console.log('total (old exact count each page):', await time('SELECT COUNT(*) FROM charities c'), 'ms');
  for (const sql of ["SELECT c.id FROM consultants c WHERE c.id <= 50000 AND c.id < 50000 ORDER BY c.id DESC LIMIT 51", "SELECT u.id FROM consultants c INNER JOIN users u ON u.id = c.userId WHERE u.createdAt <= '2025-02-05' AND (u.createdAt < '2025-02-05' OR (u.createdAt = '2025-02-05' AND u.id < 50000)) ORDER BY u.createdAt DESC, u.id DESC LIMIT 51", "SELECT u.id FROM consultants c INNER JOIN users u ON u.id = c.userId WHERE u.name >= 'Contact 500' AND (u.name > 'Contact 500' OR (u.name = 'Contact 500' AND u.id > 50000)) ORDER BY u.name, u.id LIMIT 51"]) console.log("registered consultants by cursor:", await time(sql), "ms", sql.slice(0, 100));
  await db.end();
})();
