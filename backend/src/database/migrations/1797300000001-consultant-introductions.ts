import { MigrationInterface, QueryRunner, TableIndex } from 'typeorm';

/** Issue 16: a consultant's own introduction requests, newest first, read on (consultantId, createdAt). */
export class ConsultantIntroductions1797300000001 implements MigrationInterface {
  name = 'ConsultantIntroductions1797300000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex('introduction_requests', new TableIndex({ name: 'idx_introduction_requests_consultantId_createdAt', columnNames: ['consultantId', 'createdAt'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('introduction_requests', 'idx_introduction_requests_consultantId_createdAt');
  }
}
