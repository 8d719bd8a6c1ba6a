import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import { DateUtils } from 'typeorm/util/DateUtils';

/** The few statements whose SQL differs between SQLite and MySQL/MariaDB live here and nowhere else. */
@Injectable()
export class SqlDialect {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  get isMysql(): boolean {
    return this.dataSource.options.type === 'mysql' || this.dataSource.options.type === 'mariadb';
  }

  /** Insert a counter row or add one to it, atomically. */
  async incrementCounter(manager: EntityManager, table: string, keyColumn: string, key: string, counterColumn: string, extra: { column: string; value: unknown }): Promise<void> {
    const q = (name: string) => (this.isMysql ? `\`${name}\`` : `"${name}"`);
    const conflict = this.isMysql
      ? `ON DUPLICATE KEY UPDATE ${q(counterColumn)} = ${q(counterColumn)} + 1`
      : `ON CONFLICT(${q(keyColumn)}) DO UPDATE SET ${q(counterColumn)} = ${q(counterColumn)} + 1`;
    await manager.query(
      `INSERT INTO ${q(table)} (${q(keyColumn)}, ${q(counterColumn)}, ${q(extra.column)}) VALUES (?, 1, ?) ${conflict}`,
      [key, this.param(extra.value)],
    );
  }

  /** Insert a row unless it would repeat a unique key; a repeat is not an error, and nothing else is swallowed. */
  async insertUnlessDuplicate(manager: EntityManager, table: string, row: Record<string, unknown>): Promise<void> {
    const columns = Object.keys(row);
    const conflict = this.isMysql ? `ON DUPLICATE KEY UPDATE ${this.quote(columns[0])} = ${this.quote(columns[0])}` : 'ON CONFLICT DO NOTHING';
    await manager.query(
      `INSERT INTO ${this.quote(table)} (${columns.map((column) => this.quote(column)).join(', ')}) VALUES (${columns.map(() => '?').join(', ')}) ${conflict}`,
      columns.map((column) => this.param(row[column])),
    );
  }

  /** The UTC calendar month (YYYY-MM) of a datetime column, for GROUP BY. */
  utcMonth(column: string): string {
    return this.isMysql ? `DATE_FORMAT(${column}, '%Y-%m')` : `strftime('%Y-%m', ${column})`;
  }

  /** Row lock that lets concurrent workers skip each other's rows (MySQL 8 / MariaDB 10.6+); SQLite serialises writers anyway. */
  get skipLockedSupported(): boolean {
    return this.isMysql;
  }

  /**
   * Claims the row for the rest of the transaction, so use cases on one aggregate (e.g. one account) queue instead
   * of deadlocking on gap locks further down. A write, not `SELECT … FOR UPDATE`: on one server the UPDATE holds
   * the row lock the same way, and on a Galera cluster (where a read lock is local to its node) a second
   * transaction that claimed the row through another node loses certification at commit and TransactionRunner
   * runs it again, after the first. Needs a `lockVersion` column (migration 1797600000000). SQLite needs nothing:
   * its gate already runs one transaction at a time.
   */
  async claimRow(manager: EntityManager, entity: EntityTarget<ObjectLiteral>, id: number): Promise<void> {
    if (!this.isMysql) return;
    const table = this.quote(manager.connection.getMetadata(entity).tableName);
    await manager.query(`UPDATE ${table} SET \`lockVersion\` = \`lockVersion\` + 1 WHERE id = ?`, [id]);
  }

  /** Raw queries bypass TypeORM's column conversion; SQLite stores datetimes as UTC text. */
  param(value: unknown): unknown {
    if (value instanceof Date && !this.isMysql) return DateUtils.mixedDateToUtcDatetimeString(value);
    return value;
  }

  quote(name: string): string {
    return this.isMysql ? `\`${name}\`` : `"${name}"`;
  }
}
