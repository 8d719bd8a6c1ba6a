import { MigrationInterface, QueryRunner, TableIndex } from 'typeorm';

/**
 * Issue 10, sortable admin tables: an index for each sort key of the lists that grow without bound (waiting
 * lists, form submissions, introduction requests, the audit log) that no index served yet. A one-column index
 * ends on the primary key on both engines (InnoDB secondary keys carry it; SQLite's carry the rowid), so it
 * already reads in the `key, id` order a sorted page asks for. Low-cardinality keys get (key, time), the order
 * their ties are shown in. `consultants` is not touched (its SQLite FTS triggers stay).
 */
const INDEXES: ReadonlyArray<[table: string, columns: string[]]> = [
  ['charity_waiting_list', ['charityName']],
  ['charity_waiting_list', ['contactName']],
  ['charity_waiting_list', ['charitySize', 'createdAt']],
  ['consultant_waiting_list', ['fullName']],
  ['consultant_waiting_list', ['currentRole']],
  ['form_submissions', ['formType', 'submittedAt']],
  ['form_submissions', ['enquirerName']],
  ['introduction_requests', ['charityName']],
  ['introduction_requests', ['statusChangedAt']],
  ['audit_log', ['action', 'createdAt']],
];

const sortIndexName = (table: string, columns: string[]): string => `idx_${table}_${columns.join('_')}`;

export class AdminListSort1796210000000 implements MigrationInterface {
  name = 'AdminListSort1796210000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [table, columns] of INDEXES) await queryRunner.createIndex(table, new TableIndex({ name: sortIndexName(table, columns), columnNames: columns }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [table, columns] of [...INDEXES].reverse()) await queryRunner.dropIndex(table, sortIndexName(table, columns));
  }
}
