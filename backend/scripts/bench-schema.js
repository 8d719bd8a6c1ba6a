'use strict';
// A throw-away MariaDB/MySQL schema for the benchmarks (BENCH_MYSQL_URL, default the local server), created utf8mb4.

async function throwAwaySchema(schema) {
  const mysql = require('mysql2/promise');
  const base = (process.env.BENCH_MYSQL_URL || 'mysql://root@127.0.0.1:3306').replace(/^mariadb:/, 'mysql:');
  const admin = await mysql.createConnection({ uri: base });
  await admin.query(`DROP DATABASE IF EXISTS \`${schema}\``);
  await admin.query(`CREATE DATABASE \`${schema}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const url = new URL(base);
  url.pathname = `/${schema}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS \`${schema}\``);
      await admin.end();
    },
    /** Leaves the schema in place. */
    close: () => admin.end(),
  };
}

module.exports = { throwAwaySchema };
