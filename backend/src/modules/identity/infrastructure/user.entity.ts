import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

import { USER_ROLES, UserRole } from '../../../contracts';

@Entity('users')
export class UserEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 100, unique: true })
  username: string;

  /** Password hash (scrypt); never leaves the server. */
  @Column({ type: 'varchar', length: 255 })
  password: string;

  @Column({ type: 'varchar', length: 255 })
  email: string;

  /** Lower-cased e-mail with a unique index: makes "one account per e-mail" hold under races. */
  @Column({ type: 'varchar', length: 255, unique: true })
  emailNormalized: string;

  @Column({ type: 'simple-enum', enum: USER_ROLES, default: 'charity' })
  role: UserRole;

  @Column({ type: 'boolean', default: false })
  isAdmin: boolean;

  @Column({ type: 'boolean', default: false })
  isConsultant: boolean;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  organisation: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  phone: string | null;

  @Column({ type: 'text', nullable: true })
  bio: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  website: string | null;

  @Column({ type: 'boolean', default: false })
  mustChangePassword: boolean;

  @Column({ type: 'boolean', default: false })
  hasAcceptedTerms: boolean;

  /** Null until terms are accepted, so "needs update" compares only real acceptances. */
  @Column({ type: 'varchar', length: 20, nullable: true, default: '1.0' })
  termsVersion: string | null;

  @Column({ type: 'datetime', nullable: true })
  termsAcceptedAt: Date | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  termsIpAddress: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  termsUserAgent: string | null;

  @Column({ type: 'int', default: 0 })
  failedLoginAttempts: number;

  @Column({ type: 'datetime', nullable: true })
  lockedUntil: Date | null;

  /** AES-256-GCM copy of a temporary password, kept only while mustChangePassword is true (D5). */
  @Column({ type: 'text', nullable: true })
  temporaryPasswordEncrypted: string | null;

  /** When the current temporary password was set; it expires TEMP_PASSWORD_TTL_HOURS later (D5). */
  @Column({ type: 'datetime', nullable: true })
  temporaryPasswordSetAt: Date | null;

  /** The last successful sign-in (issue 16: the admins' charity list). */
  @Column({ type: 'datetime', nullable: true })
  lastLoginAt: Date | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;

  /** Set when the account was erased (D19): every personal field is a tombstone and it never signs in again. */
  @Column({ type: 'datetime', nullable: true })
  erasedAt: Date | null;

  /** The last personal-data export, claimed atomically so two exports within 10 minutes cannot both start. */
  @Column({ type: 'datetime', nullable: true })
  lastExportAt: Date | null;
}
