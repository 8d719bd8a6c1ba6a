import { MigrationInterface, QueryRunner, Table, TableColumnOptions, TableIndex } from 'typeorm';

import { MEMBERSHIP_TIERS, PROJECT_STATUSES, USER_ROLES } from '../../contracts';

/* Column builders keep the schema readable and identical on SQLite and MySQL/MariaDB. */
// 'integer' (not 'int'): SQLite only auto-increments an INTEGER PRIMARY KEY; MySQL reads it as INT.
const id = (): TableColumnOptions => ({ name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' });
const varchar = (name: string, length: number, nullable = false): TableColumnOptions => ({ name, type: 'varchar', length: String(length), isNullable: nullable });
const text = (name: string, nullable = true): TableColumnOptions => ({ name, type: 'text', isNullable: nullable });
const int = (name: string, options: { nullable?: boolean; default?: number } = {}): TableColumnOptions => ({ name, type: 'int', isNullable: options.nullable ?? false, default: options.default });
const bool = (name: string, defaultValue: boolean): TableColumnOptions => ({ name, type: 'boolean', isNullable: false, default: defaultValue ? 1 : 0 });
const datetime = (name: string, nullable = false): TableColumnOptions => ({ name, type: 'datetime', isNullable: nullable });
const createdAt = (name = 'createdAt'): TableColumnOptions => ({ name, type: 'datetime', isNullable: false, default: 'CURRENT_TIMESTAMP' });
const date = (name: string): TableColumnOptions => ({ name, type: 'date', isNullable: true });
const simpleEnum = (name: string, values: readonly string[], defaultValue?: string): TableColumnOptions => ({
  name,
  type: 'simple-enum',
  enum: [...values],
  isNullable: false,
  default: defaultValue === undefined ? undefined : `'${defaultValue}'`,
});
const index = (table: string, columns: string[], unique = false): TableIndex =>
  new TableIndex({ name: `${unique ? 'uq' : 'idx'}_${table}_${columns.join('_')}`, columnNames: columns, isUnique: unique });

const TABLES: Array<{ table: Table; indices: TableIndex[] }> = [
  {
    table: new Table({
      name: 'users',
      columns: [
        id(),
        varchar('username', 100),
        varchar('password', 255),
        varchar('email', 255),
        varchar('emailNormalized', 255),
        simpleEnum('role', USER_ROLES, 'charity'),
        bool('isAdmin', false),
        bool('isConsultant', false),
        varchar('name', 200),
        varchar('organisation', 200, true),
        varchar('phone', 50, true),
        text('bio'),
        varchar('website', 500, true),
        bool('mustChangePassword', false),
        bool('hasAcceptedTerms', false),
        { ...varchar('termsVersion', 20, true), default: "'1.0'" },
        datetime('termsAcceptedAt', true),
        varchar('termsIpAddress', 64, true),
        varchar('termsUserAgent', 500, true),
        int('failedLoginAttempts', { default: 0 }),
        datetime('lockedUntil', true),
        text('temporaryPasswordEncrypted'),
        createdAt(),
      ],
    }),
    indices: [index('users', ['username'], true), index('users', ['emailNormalized'], true), index('users', ['createdAt'])],
  },
  {
    table: new Table({
      name: 'sessions',
      columns: [{ ...varchar('sid', 128), isPrimary: true }, int('userId', { nullable: true }), text('data', false), datetime('expiresAt')],
    }),
    indices: [index('sessions', ['userId']), index('sessions', ['expiresAt'])],
  },
  {
    table: new Table({
      name: 'password_reset_tokens',
      columns: [id(), int('userId'), varchar('tokenHash', 64), datetime('expiresAt'), datetime('usedAt', true), createdAt()],
    }),
    indices: [index('password_reset_tokens', ['userId']), index('password_reset_tokens', ['tokenHash'], true), index('password_reset_tokens', ['expiresAt'])],
  },
  {
    table: new Table({
      name: 'terms_acceptance',
      columns: [id(), int('userId'), { ...varchar('termsVersion', 20), default: "'1.0'" }, datetime('acceptedAt'), varchar('ipAddress', 64, true), varchar('userAgent', 500, true)],
    }),
    indices: [index('terms_acceptance', ['userId']), index('terms_acceptance', ['acceptedAt'])],
  },
  {
    table: new Table({
      name: 'audit_log',
      columns: [id(), varchar('action', 60), int('actorUserId', { nullable: true }), int('subjectUserId', { nullable: true }), varchar('ipAddress', 64, true), text('details'), datetime('createdAt')],
    }),
    indices: [index('audit_log', ['action']), index('audit_log', ['subjectUserId']), index('audit_log', ['createdAt'])],
  },
  {
    table: new Table({
      name: 'consultants',
      columns: [
        id(),
        int('userId'),
        text('expertise', false),
        int('yearsExperience', { default: 0 }),
        bool('availability', true),
        varchar('linkedin', 500, true),
        bool('isApproved', false),
        bool('isFeatured', false),
        text('profileSummary'),
        text('previousExperience'),
        text('specialisations'),
        varchar('profileImageUrl', 500, true),
      ],
    }),
    indices: [index('consultants', ['userId'], true), new TableIndex({ name: 'idx_consultants_directory', columnNames: ['isApproved', 'isFeatured', 'id'] })],
  },
  {
    table: new Table({
      name: 'charities',
      columns: [
        id(),
        int('userId'),
        varchar('registeredNumber', 100, true),
        int('revenue', { default: 0 }),
        int('employeeCount', { default: 0 }),
        int('foundingYear'),
        text('mission'),
        varchar('primaryCause', 200, true),
        varchar('location', 200, true),
        simpleEnum('membershipTier', MEMBERSHIP_TIERS, 'small'),
        bool('membershipActive', false),
        date('membershipExpiry'),
      ],
    }),
    indices: [index('charities', ['userId'], true), index('charities', ['membershipExpiry'])],
  },
  {
    table: new Table({
      name: 'membership_requests',
      columns: [id(), int('charityId'), simpleEnum('kind', ['activate', 'renew']), simpleEnum('status', ['pending', 'done'], 'pending'), createdAt()],
    }),
    indices: [index('membership_requests', ['charityId']), index('membership_requests', ['status'])],
  },
  {
    table: new Table({
      name: 'projects',
      columns: [
        id(),
        varchar('title', 200),
        text('description', false),
        int('charityId'),
        int('consultantId', { nullable: true }),
        text('expertiseRequired', false),
        simpleEnum('status', PROJECT_STATUSES, 'pending'),
        int('estimatedHours', { nullable: true }),
        date('startDate'),
        date('endDate'),
        createdAt(),
        text('notes'),
      ],
    }),
    indices: [index('projects', ['charityId']), index('projects', ['consultantId']), index('projects', ['status'])],
  },
  {
    table: new Table({
      name: 'messages',
      columns: [id(), int('projectId'), int('senderId'), text('content', false), createdAt(), bool('isRead', false), datetime('notifiedAt', true)],
    }),
    indices: [new TableIndex({ name: 'idx_messages_project_created', columnNames: ['projectId', 'createdAt'] }), index('messages', ['senderId'])],
  },
  {
    table: new Table({
      name: 'introduction_requests',
      columns: [
        id(),
        varchar('charityName', 200),
        varchar('contactName', 200),
        varchar('email', 255),
        varchar('phone', 50, true),
        text('projectDescription', false),
        varchar('expertiseNeeded', 100),
        varchar('timeline', 100),
        int('consultantId', { nullable: true }),
        { ...varchar('status', 30), default: "'pending'" },
        createdAt(),
      ],
    }),
    indices: [index('introduction_requests', ['consultantId']), index('introduction_requests', ['createdAt'])],
  },
  {
    table: new Table({
      name: 'form_submissions',
      columns: [
        id(),
        simpleEnum('formType', ['get_matched', 'introduction_request']),
        varchar('enquirerName', 200),
        varchar('enquirerEmail', 255),
        varchar('charityName', 200, true),
        text('messageContent'),
        varchar('consultantName', 200, true),
        datetime('submittedAt'),
      ],
    }),
    indices: [index('form_submissions', ['submittedAt'])],
  },
  {
    table: new Table({
      name: 'pricing_enquiries',
      columns: [id(), varchar('fullName', 200), varchar('organisationName', 200), varchar('email', 255), text('supportNeeded', false), createdAt()],
    }),
    indices: [index('pricing_enquiries', ['createdAt'])],
  },
  {
    table: new Table({
      name: 'charity_waiting_list',
      columns: [
        id(),
        varchar('charityName', 200),
        varchar('contactName', 200),
        varchar('email', 255),
        varchar('phone', 50, true),
        simpleEnum('charitySize', MEMBERSHIP_TIERS),
        text('primaryNeed'),
        text('currentChallenges'),
        createdAt(),
      ],
    }),
    indices: [index('charity_waiting_list', ['createdAt'])],
  },
  {
    table: new Table({
      name: 'consultant_waiting_list',
      columns: [
        id(),
        varchar('fullName', 200),
        varchar('email', 255),
        varchar('phone', 50, true),
        varchar('currentRole', 200),
        varchar('yearsExperience', 50),
        text('expertiseAreas', false),
        varchar('charityExperience', 20),
        varchar('availability', 20),
        text('motivations'),
        varchar('currentConsulting', 20),
        createdAt(),
      ],
    }),
    indices: [index('consultant_waiting_list', ['createdAt'])],
  },
  {
    table: new Table({
      name: 'page_visits',
      columns: [id(), varchar('page', 500), varchar('visitorId', 100), varchar('ipAddress', 64, true), varchar('userAgent', 500, true), createdAt()],
    }),
    indices: [index('page_visits', ['visitorId']), index('page_visits', ['createdAt'])],
  },
  {
    table: new Table({
      name: 'mail_outbox',
      columns: [
        id(),
        varchar('template', 60),
        varchar('toAddress', 255),
        varchar('subject', 255),
        text('textBody', false),
        simpleEnum('status', ['pending', 'sent', 'failed', 'logged'], 'pending'),
        int('attempts', { default: 0 }),
        datetime('nextAttemptAt'),
        varchar('claimedBy', 100, true),
        datetime('claimedUntil', true),
        text('lastError'),
        createdAt(),
        datetime('sentAt', true),
      ],
    }),
    indices: [new TableIndex({ name: 'idx_mail_outbox_due', columnNames: ['status', 'nextAttemptAt'] })],
  },
  {
    table: new Table({
      name: 'job_leases',
      columns: [{ ...varchar('name', 100), isPrimary: true }, varchar('holder', 100), datetime('leaseUntil')],
    }),
    indices: [],
  },
  {
    table: new Table({
      name: 'rate_limit_counters',
      columns: [{ ...varchar('bucketKey', 200), isPrimary: true }, int('hits', { default: 0 }), datetime('expiresAt')],
    }),
    indices: [index('rate_limit_counters', ['expiresAt'])],
  },
];

export class InitialSchema1732250000000 implements MigrationInterface {
  name = 'InitialSchema1732250000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const driver = queryRunner.connection.options.type;
    const nativeEnum = driver === 'mysql' || driver === 'mariadb';
    for (const { table, indices } of TABLES) {
      // MySQL has a real ENUM; SQLite gets a CHECK constraint from 'simple-enum'.
      const columns = table.columns.map((column) => (nativeEnum && column.type === 'simple-enum' ? Object.assign(column.clone(), { type: 'enum' }) : column));
      await queryRunner.createTable(new Table({ name: table.name, columns }), true);
      for (const tableIndex of indices) await queryRunner.createIndex(table.name, tableIndex);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const { table } of [...TABLES].reverse()) await queryRunner.dropTable(table.name, true);
  }
}
