import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';

const id = { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' as const };

/**
 * Issue 18, reviews and case studies (D18). A review round per completed project carries the clock of the
 * double-blind window and of the reminders; reviews are one per side per project (unique); the consultant's
 * rating aggregate is one row per consultant, so the directory reads and sorts it without aggregating;
 * case studies keep their consent records (who, when, which version and hash of the text).
 */
export class Reviews1798000000000 implements MigrationInterface {
  name = 'Reviews1798000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'review_rounds',
        columns: [
          { name: 'projectId', type: 'int', isPrimary: true },
          { name: 'charityId', type: 'int', isNullable: false },
          { name: 'consultantId', type: 'int', isNullable: false },
          { name: 'completedAt', type: 'datetime', isNullable: false },
          { name: 'revealedAt', type: 'datetime', isNullable: true },
          { name: 'firstReminderAt', type: 'datetime', isNullable: true },
          { name: 'secondReminderAt', type: 'datetime', isNullable: true },
        ],
        indices: [new TableIndex({ name: 'idx_review_rounds_revealed_completed', columnNames: ['revealedAt', 'completedAt'] }), new TableIndex({ name: 'idx_review_rounds_completedAt', columnNames: ['completedAt'] })],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'reviews',
        columns: [
          id,
          { name: 'projectId', type: 'int', isNullable: false },
          { name: 'side', type: 'varchar', length: '20', isNullable: false },
          { name: 'authorUserId', type: 'int', isNullable: true },
          { name: 'charityId', type: 'int', isNullable: false },
          { name: 'consultantId', type: 'int', isNullable: false },
          { name: 'expertise', type: 'int', isNullable: true },
          { name: 'communication', type: 'int', isNullable: true },
          { name: 'impact', type: 'int', isNullable: true },
          { name: 'rating', type: 'int', isNullable: true },
          { name: 'text', type: 'text', isNullable: false },
          { name: 'anonymous', type: 'boolean', isNullable: false, default: 0 },
          { name: 'submittedAt', type: 'datetime', isNullable: false },
          { name: 'publishedAt', type: 'datetime', isNullable: true },
          { name: 'hiddenAt', type: 'datetime', isNullable: true },
          { name: 'hiddenReason', type: 'varchar', length: '500', isNullable: true },
          { name: 'replyText', type: 'text', isNullable: true },
          { name: 'repliedAt', type: 'datetime', isNullable: true },
        ],
        indices: [
          new TableIndex({ name: 'uq_reviews_project_side', columnNames: ['projectId', 'side'], isUnique: true }),
          new TableIndex({ name: 'idx_reviews_consultant_published', columnNames: ['consultantId', 'side', 'publishedAt'] }),
          new TableIndex({ name: 'idx_reviews_authorUserId', columnNames: ['authorUserId'] }),
          new TableIndex({ name: 'idx_reviews_submittedAt', columnNames: ['submittedAt'] }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'consultant_ratings',
        columns: [
          { name: 'consultantId', type: 'int', isPrimary: true },
          // Tenths (4.3 → 43): the same whole number on both engines, no DECIMAL/float differences.
          { name: 'averageTenths', type: 'int', isNullable: true },
          { name: 'reviewCount', type: 'int', isNullable: false, default: 0 },
          { name: 'updatedAt', type: 'datetime', isNullable: false },
        ],
        // ?sort=rating walks this index.
        indices: [new TableIndex({ name: 'idx_consultant_ratings_average', columnNames: ['averageTenths', 'consultantId'] })],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'case_studies',
        columns: [
          id,
          { name: 'projectId', type: 'int', isNullable: false },
          { name: 'consultantId', type: 'int', isNullable: false },
          { name: 'charityId', type: 'int', isNullable: false },
          { name: 'title', type: 'varchar', length: '200', isNullable: false },
          { name: 'challenge', type: 'text', isNullable: false },
          { name: 'approach', type: 'text', isNullable: false },
          { name: 'outcome', type: 'text', isNullable: false },
          { name: 'figures', type: 'text', isNullable: false },
          { name: 'state', type: 'varchar', length: '20', isNullable: false },
          { name: 'version', type: 'int', isNullable: false, default: 1 },
          { name: 'named', type: 'boolean', isNullable: true },
          { name: 'publishedAt', type: 'datetime', isNullable: true },
          { name: 'createdAt', type: 'datetime', isNullable: false },
          { name: 'updatedAt', type: 'datetime', isNullable: false },
        ],
        indices: [
          new TableIndex({ name: 'uq_case_studies_projectId', columnNames: ['projectId'], isUnique: true }),
          new TableIndex({ name: 'idx_case_studies_consultant_state', columnNames: ['consultantId', 'state'] }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'case_study_consents',
        columns: [
          id,
          { name: 'caseStudyId', type: 'int', isNullable: false },
          { name: 'action', type: 'varchar', length: '20', isNullable: false },
          { name: 'userId', type: 'int', isNullable: true },
          { name: 'version', type: 'int', isNullable: false },
          { name: 'textHash', type: 'varchar', length: '64', isNullable: false },
          { name: 'named', type: 'boolean', isNullable: true },
          { name: 'createdAt', type: 'datetime', isNullable: false },
        ],
        indices: [new TableIndex({ name: 'idx_case_study_consents_caseStudyId', columnNames: ['caseStudyId'] })],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['case_study_consents', 'case_studies', 'consultant_ratings', 'reviews', 'review_rounds']) await queryRunner.dropTable(table);
  }
}
