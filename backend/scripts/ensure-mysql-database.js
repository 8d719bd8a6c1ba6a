#!/usr/bin/env node
// Creates the database named in a mysql:// URL when it does not exist yet (used by `make test-mysql`).
// Usage: node backend/scripts/ensure-mysql-database.js mysql://root@127.0.0.1:3306/test
'use strict';

const mysql = require('mysql2/promise');

async function main() {
  const raw = process.argv[2] || process.env.TEST_DATABASE_URL;
  if (!raw || !/^(mysql|mariadb):\/\//.test(raw)) throw new Error('usage: ensure-mysql-database.js mysql://user:pass@host:port/database');
  const url = new URL(raw.replace(/^mariadb:/, 'mysql:'));
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!/^[A-Za-z0-9_$-]+$/.test(database)) throw new Error(`refusing unusual database name "${database}"`);
  url.pathname = '/';
  const connection = await mysql.createConnection({ uri: url.toString(), connectTimeout: 10_000 });
  try {
    await connection.query(`CREATE DATABASE IF NOT EXISTS \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    const [rows] = await connection.query('SELECT VERSION() AS version');
    console.log(`database ${database} is ready on ${url.host} (${rows[0].version})`);
  } finally {
    await connection.end();
  }
}

main().catch((error) => {
  console.error(`ensure-mysql-database: ${error.message}`);
  process.exit(1);
});
