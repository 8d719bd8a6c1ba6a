import { MigrationInterface, QueryRunner, TableColumn, TableIndex } from 'typeorm';

const EPOCH = '1970-01-01 00:00:00.000';

const INDEXES = [
  new TableIndex({ name: 'idx_reviews_publishedSortAt', columnNames: ['publishedSortAt'] }),
  new TableIndex({ name: 'idx_reviews_scoreSortKey', columnNames: ['scoreSortKey'] }),
];

/**
 * Issue 22: the admins' list of reviews reads by keyset in each of its sorts, through an index whose entries give
 * that order. `publishedAt` is nullable: it sorts on `publishedSortAt` (the epoch while unpublished, where a NULL
 * sorts on both engines), set by the same UPDATE that publishes. The score was an expression no index holds:
 * `scoreSortKey` is that expression (0 where it is NULL, below every score), written with the ratings, which
 * never change after.
 */
export class ReviewListKeys1799220000002 implements MigrationInterface {
  name = 'ReviewListKeys1799220000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('reviews', new TableColumn({ name: 'publishedSortAt', type: 'datetime', isNullable: false, default: `'${EPOCH}'` }));
    await queryRunner.addColumn('reviews', new TableColumn({ name: 'scoreSortKey', type: 'smallint', isNullable: false, default: 0 }));
    await queryRunner.query('UPDATE reviews SET publishedSortAt = publishedAt WHERE publishedAt IS NOT NULL');
    await queryRunner.query('UPDATE reviews SET scoreSortKey = COALESCE(rating * 3, expertise + communication + impact, 0)');
    for (const index of INDEXES) await queryRunner.createIndex('reviews', index);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const index of [...INDEXES].reverse()) await queryRunner.dropIndex('reviews', index.name as string);
    await queryRunner.dropColumn('reviews', 'scoreSortKey');
    await queryRunner.dropColumn('reviews', 'publishedSortAt');
  }
}
