import { MigrationInterface, QueryRunner, TableIndex } from 'typeorm';

const INDEXES = [
  new TableIndex({ name: 'idx_terms_acceptance_termsVersion', columnNames: ['termsVersion'] }),
];

/**
 * Issue 22: the admins' signed-terms list grows one row per member and terms version and reads by keyset in each
 * of its sorts. The date sort reads the initial schema's acceptedAt index; the version sort (NOT NULL) this
 * one, whose entries end on the primary key, so they give the (termsVersion, id) order. The default order (newest first) is the primary key's.
 */
export class SignedTermsListKeys1799230000000 implements MigrationInterface {
  name = 'SignedTermsListKeys1799230000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const index of INDEXES) await queryRunner.createIndex('terms_acceptance', index);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const index of [...INDEXES].reverse()) await queryRunner.dropIndex('terms_acceptance', index.name as string);
  }
}
