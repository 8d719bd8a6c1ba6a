import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';

const id = { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' as const };

/**
 * Issue 17, matching (D17): needs (one per project request, introduction request or get-matched enquiry),
 * their moves, the shortlists mailed to the charity and the match requests to consultants. `version` on a
 * need makes every move a conditional UPDATE, so two admins cannot move one need at once (Galera-safe).
 */
export class Matching1797400000000 implements MigrationInterface {
  name = 'Matching1797400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'needs',
        columns: [
          id,
          { name: 'kind', type: 'varchar', length: '20', isNullable: false },
          { name: 'sourceId', type: 'int', isNullable: false },
          { name: 'charityId', type: 'int', isNullable: true },
          { name: 'requesterUserId', type: 'int', isNullable: true },
          { name: 'organisation', type: 'varchar', length: '200', isNullable: true },
          { name: 'contactName', type: 'varchar', length: '200', isNullable: true },
          { name: 'contactEmail', type: 'varchar', length: '255', isNullable: true },
          { name: 'expertise', type: 'text', isNullable: false },
          { name: 'expertiseMask', type: 'int', isNullable: false, default: 0 },
          { name: 'sizeBand', type: 'varchar', length: '10', isNullable: true },
          { name: 'cause', type: 'varchar', length: '200', isNullable: true },
          { name: 'timeline', type: 'varchar', length: '100', isNullable: true },
          { name: 'namedConsultantId', type: 'int', isNullable: true },
          { name: 'description', type: 'text', isNullable: false },
          { name: 'state', type: 'varchar', length: '20', isNullable: false },
          { name: 'stateChangedAt', type: 'datetime', isNullable: false },
          { name: 'firstShortlistedAt', type: 'datetime', isNullable: true },
          { name: 'acceptedAt', type: 'datetime', isNullable: true },
          { name: 'version', type: 'int', isNullable: false, default: 1 },
          { name: 'createdAt', type: 'datetime', isNullable: false },
        ],
        indices: [
          new TableIndex({ name: 'uq_needs_kind_source', columnNames: ['kind', 'sourceId'], isUnique: true }),
          new TableIndex({ name: 'idx_needs_state_createdAt', columnNames: ['state', 'createdAt'] }),
          new TableIndex({ name: 'idx_needs_requester_createdAt', columnNames: ['requesterUserId', 'createdAt'] }),
          new TableIndex({ name: 'idx_needs_createdAt', columnNames: ['createdAt'] }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'need_moves',
        columns: [
          id,
          { name: 'needId', type: 'int', isNullable: false },
          { name: 'fromState', type: 'varchar', length: '20', isNullable: true },
          { name: 'toState', type: 'varchar', length: '20', isNullable: false },
          { name: 'reason', type: 'varchar', length: '40', isNullable: true },
          { name: 'note', type: 'text', isNullable: true },
          { name: 'actorUserId', type: 'int', isNullable: true },
          { name: 'movedAt', type: 'datetime', isNullable: false },
        ],
        indices: [new TableIndex({ name: 'idx_need_moves_need', columnNames: ['needId', 'movedAt'] })],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'need_shortlists',
        columns: [
          id,
          { name: 'needId', type: 'int', isNullable: false },
          { name: 'tokenHash', type: 'varchar', length: '64', isNullable: false },
          { name: 'expiresAt', type: 'datetime', isNullable: false },
          { name: 'createdByUserId', type: 'int', isNullable: true },
          { name: 'createdAt', type: 'datetime', isNullable: false },
        ],
        indices: [
          new TableIndex({ name: 'uq_need_shortlists_tokenHash', columnNames: ['tokenHash'], isUnique: true }),
          new TableIndex({ name: 'idx_need_shortlists_need', columnNames: ['needId', 'createdAt'] }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'match_requests',
        columns: [
          id,
          { name: 'needId', type: 'int', isNullable: false },
          { name: 'shortlistId', type: 'int', isNullable: false },
          { name: 'consultantId', type: 'int', isNullable: false },
          { name: 'position', type: 'int', isNullable: false },
          { name: 'note', type: 'text', isNullable: true },
          { name: 'reasons', type: 'text', isNullable: false },
          { name: 'state', type: 'varchar', length: '20', isNullable: false },
          { name: 'declineReason', type: 'varchar', length: '40', isNullable: true },
          { name: 'declineNote', type: 'text', isNullable: true },
          { name: 'chosenAt', type: 'datetime', isNullable: true },
          { name: 'dueAt', type: 'datetime', isNullable: true },
          { name: 'remindedAt', type: 'datetime', isNullable: true },
          { name: 'answeredAt', type: 'datetime', isNullable: true },
          { name: 'createdAt', type: 'datetime', isNullable: false },
        ],
        indices: [
          new TableIndex({ name: 'idx_match_requests_need', columnNames: ['needId', 'shortlistId', 'position'] }),
          new TableIndex({ name: 'idx_match_requests_consultant_state', columnNames: ['consultantId', 'state'] }),
          new TableIndex({ name: 'idx_match_requests_state_dueAt', columnNames: ['state', 'dueAt'] }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('match_requests');
    await queryRunner.dropTable('need_shortlists');
    await queryRunner.dropTable('need_moves');
    await queryRunner.dropTable('needs');
  }
}
