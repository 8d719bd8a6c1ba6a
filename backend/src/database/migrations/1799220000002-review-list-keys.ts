import { MigrationInterface, QueryRunner, TableColumn, TableIndex } from 'typeorm';

const EPOCH = '1970-01-01 00:00:00.000';

const INDEXES = [
  new TableIndex({ name: 'idx_reviews_publishedSortAt', columnNames: ['publishedSortAt'] }),
  new TableIndex({ name: 'idx_reviews_scoreSortKey', columnNames: ['scoreSortKey'] }),
  new TableIndex({ name: 'idx_reviews_stateRank_submittedAt', columnNames: ['stateRank', 'submittedAt'] }),
  new TableIndex({ name: 'idx_reviews_stateRank_publishedSortAt', columnNames: ['stateRank', 'publishedSortAt'] }),
  new TableIndex({ name: 'idx_reviews_stateRank_scoreSortKey', columnNames: ['stateRank', 'scoreSortKey'] }),
];

/**
 * Issue 22: the admins' list of reviews reads by keyset in each of its sorts, through an index whose entries give
 * that order. `publishedAt` is nullable: it sorts on `publishedSortAt` (the epoch while unpublished, where a NULL
 * sorts on both engines), set by the same UPDATE that publishes. The score was an expression no index holds:
 * `scoreSortKey` is that expression (0 where it is NULL, below every score), written with the ratings, which
 * never change after. The state filter was two nullable columns no index orders a sort within: `stateRank`
 * (0 pending, 1 published, 2 hidden: REVIEW_STATES' order), written with them, leads an index per sort, so a rare
 * state (hidden) reads its own rows in the sort's order instead of the whole sort's index.
 */
export class ReviewListKeys1799220000002 implements MigrationInterface {
  name = 'ReviewListKeys1799220000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('reviews', new TableColumn({ name: 'publishedSortAt', type: 'datetime', isNullable: false, default: `'${EPOCH}'` }));
    await queryRunner.addColumn('reviews', new TableColumn({ name: 'scoreSortKey', type: 'smallint', isNullable: false, default: 0 }));
    await queryRunner.addColumn('reviews', new TableColumn({ name: 'stateRank', type: 'smallint', isNullable: false, default: 0 }));
    await queryRunner.query('UPDATE reviews SET publishedSortAt = publishedAt WHERE publishedAt IS NOT NULL');
    await queryRunner.query(
      'UPDATE reviews SET scoreSortKey = COALESCE(rating * 3, expertise + communication + impact, 0), stateRank = CASE WHEN hiddenAt IS NOT NULL THEN 2 WHEN publishedAt IS NOT NULL THEN 1 ELSE 0 END',
    );
    for (const index of INDEXES) await queryRunner.createIndex('reviews', index);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const index of [...INDEXES].reverse()) await queryRunner.dropIndex('reviews', index.name as string);
    await queryRunner.dropColumn('reviews', 'stateRank');
    await queryRunner.dropColumn('reviews', 'scoreSortKey');
    await queryRunner.dropColumn('reviews', 'publishedSortAt');
  }
}
