import { MigrationInterface, QueryRunner, TableColumn, TableIndex } from 'typeorm';

/*
 * A frozen copy of the search-document rules as they were when this migration was written (issue 21: a
 * migration that calls live code could replay differently later). The live rules are in
 * modules/consultants/domain/directory-search.ts; a change there that must reach stored rows needs its own migration.
 */
const EXPERTISE_AT_MIGRATION = [
  ['finance', 'Finance & Accounting'],
  ['marketing', 'Marketing & Communications'],
  ['fundraising', 'Fundraising'],
  ['strategy', 'Strategic Planning'],
  ['operations', 'Operations'],
  ['technology', 'Technology & Digital'],
  ['legal', 'Legal & Compliance'],
  ['hr', 'Human Resources'],
  ['governance', 'Governance'],
  ['other', 'Other Specialties'],
] as const;
const EXPERTISE_KEYS_AT_MIGRATION: readonly string[] = EXPERTISE_AT_MIGRATION.map(([key]) => key);
const EXPERTISE_LABELS_AT_MIGRATION = new Map<string, string>(EXPERTISE_AT_MIGRATION);

interface SearchDocumentParts {
  name: string | null;
  organisation: string | null;
  bio: string | null;
  profileSummary: string | null;
  specialisations: string | null;
  previousExperience: string | null;
  expertise: readonly string[];
}

function buildSearchDocument(parts: SearchDocumentParts): string {
  const firstName = (parts.name ?? '').trim().split(/\s+/)[0] ?? '';
  const labels = parts.expertise.flatMap((key) => EXPERTISE_LABELS_AT_MIGRATION.get(key) ?? []);
  return [firstName, parts.organisation, parts.profileSummary, parts.bio, parts.specialisations, parts.previousExperience, ...labels]
    .filter((part): part is string => !!part && part.trim() !== '')
    .join('\n');
}

function expertiseMask(keys: readonly string[]): number {
  return keys.reduce((mask, key) => {
    const bit = EXPERTISE_KEYS_AT_MIGRATION.indexOf(key);
    return bit < 0 ? mask : mask | (1 << bit);
  }, 0);
}

const isMysql = (queryRunner: QueryRunner) => ['mysql', 'mariadb'].includes(queryRunner.connection.options.type);

/**
 * Issue 7, the public directory: the time availability was last confirmed (D15), a full-text search
 * document and an expertise bit mask kept by the application, and the engines' full-text indexes.
 * SQLite: any later migration that makes TypeORM recreate `consultants` drops these triggers and must
 * create them again.
 */
export class ConsultantDirectory1795600000000 implements MigrationInterface {
  name = 'ConsultantDirectory1795600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('consultants', [
      new TableColumn({ name: 'availabilityConfirmedAt', type: 'datetime', isNullable: true }),
      new TableColumn({ name: 'searchDocument', type: 'text', isNullable: true }),
      new TableColumn({ name: 'expertiseMask', type: 'int', isNullable: false, default: 0 }),
    ]);
    // Existing availability counts as confirmed now, so nobody turns 'Coming Soon' on the day of the upgrade.
    await queryRunner.query('UPDATE consultants SET availabilityConfirmedAt = CURRENT_TIMESTAMP');
    const rows: Array<Record<string, unknown>> = await queryRunner.query(
      'SELECT c.id, c.expertise, c.profileSummary, c.specialisations, c.previousExperience, u.name, u.organisation, u.bio FROM consultants c JOIN users u ON u.id = c.userId',
    );
    for (const row of rows) {
      const expertise = JSON.parse(String(row.expertise || '[]')) as string[];
      const document = buildSearchDocument({ ...(row as unknown as SearchDocumentParts), expertise });
      await queryRunner.query('UPDATE consultants SET searchDocument = ?, expertiseMask = ? WHERE id = ?', [document, expertiseMask(expertise), row.id]);
    }
    await queryRunner.createIndex(
      'consultants',
      new TableIndex({ name: 'idx_consultants_directory_order', columnNames: ['isApproved', 'isFeatured', 'availability', 'availabilityConfirmedAt', 'expertiseMask'] }),
    );
    if (isMysql(queryRunner)) {
      // Every word counts (no stop words such as 'about'); the setting applies to indexes created in this session.
      await queryRunner.query('SET SESSION innodb_ft_enable_stopword = OFF');
      await queryRunner.query('ALTER TABLE consultants ADD FULLTEXT INDEX ft_consultants_search (searchDocument)');
      return;
    }
    await queryRunner.query(
      "CREATE VIRTUAL TABLE consultants_fts USING fts5(searchDocument, content='consultants', content_rowid='id', tokenize='unicode61 remove_diacritics 2')",
    );
    await queryRunner.query(
      'CREATE TRIGGER consultants_fts_insert AFTER INSERT ON consultants BEGIN INSERT INTO consultants_fts(rowid, searchDocument) VALUES (new.id, new.searchDocument); END',
    );
    await queryRunner.query(
      "CREATE TRIGGER consultants_fts_delete AFTER DELETE ON consultants BEGIN INSERT INTO consultants_fts(consultants_fts, rowid, searchDocument) VALUES ('delete', old.id, old.searchDocument); END",
    );
    await queryRunner.query(
      "CREATE TRIGGER consultants_fts_update AFTER UPDATE OF searchDocument ON consultants BEGIN INSERT INTO consultants_fts(consultants_fts, rowid, searchDocument) VALUES ('delete', old.id, old.searchDocument); INSERT INTO consultants_fts(rowid, searchDocument) VALUES (new.id, new.searchDocument); END",
    );
    await queryRunner.query("INSERT INTO consultants_fts(consultants_fts) VALUES ('rebuild')");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (isMysql(queryRunner)) {
      await queryRunner.query('ALTER TABLE consultants DROP INDEX ft_consultants_search');
    } else {
      for (const trigger of ['insert', 'delete', 'update']) await queryRunner.query(`DROP TRIGGER IF EXISTS consultants_fts_${trigger}`);
      await queryRunner.query('DROP TABLE IF EXISTS consultants_fts');
    }
    await queryRunner.dropIndex('consultants', 'idx_consultants_directory_order');
    for (const column of ['expertiseMask', 'searchDocument', 'availabilityConfirmedAt']) await queryRunner.dropColumn('consultants', column);
  }
}
