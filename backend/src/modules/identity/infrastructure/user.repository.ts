import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, IsNull, Not } from 'typeorm';

import { Clock, CLOCK } from '../../../config/clock';
import { AmbientRepository } from '../../../database/ambient-repository';
import { requireTransaction } from '../../../database/ambient-transaction';
import { SqlDialect } from '../../../database/sql-dialect';
import { UserEntity } from './user.entity';

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export type NewUserRow = Omit<Partial<UserEntity>, 'id'> & Pick<UserEntity, 'username' | 'email' | 'emailNormalized' | 'password' | 'role' | 'name'>;

/** The users table: accounts found, created and changed; the login-attempt counters (D3); the D19 checks. */
@Injectable()
export class UserRepository extends AmbientRepository {
  constructor(
    @InjectDataSource() dataSource: DataSource,
    private readonly dialect: SqlDialect,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    super(dataSource);
  }

  findById(id: number): Promise<UserEntity | null> {
    return this.manager.findOne(UserEntity, { where: { id } });
  }

  findByIds(ids: number[]): Promise<UserEntity[]> {
    return ids.length ? this.manager.find(UserEntity, { where: { id: In(ids) } }) : Promise.resolve([]);
  }

  findByUsername(username: string): Promise<UserEntity | null> {
    return this.manager.findOne(UserEntity, { where: { username } });
  }

  findByEmail(email: string): Promise<UserEntity | null> {
    return this.manager.findOne(UserEntity, { where: { emailNormalized: normalizeEmail(email) } });
  }

  /** Which of the candidate usernames other accounts already hold. */
  async takenUsernames(candidates: string[], exceptUserId: number): Promise<Set<string>> {
    const taken = await this.manager.find(UserEntity, { select: { username: true }, where: { id: Not(exceptUserId), username: In(candidates) } });
    return new Set(taken.map((row) => row.username));
  }

  /** Which of these lower-cased addresses belong to a live (not erased) account. */
  async liveEmailsAmong(emails: string[]): Promise<string[]> {
    if (!emails.length) return [];
    const rows = await this.manager.find(UserEntity, { where: { emailNormalized: In(emails), erasedAt: IsNull() }, select: { id: true, emailNormalized: true } });
    return rows.map((row) => row.emailNormalized);
  }

  /** Inserts and reads back the row (defaults included). */
  async insert(row: NewUserRow): Promise<UserEntity> {
    const result = await this.manager.insert(UserEntity, row);
    return this.manager.findOneOrFail(UserEntity, { where: { id: result.identifiers[0].id as number } });
  }

  async update(id: number, patch: Partial<UserEntity>): Promise<void> {
    await this.manager.update(UserEntity, { id }, patch);
  }

  /** Only if nobody changed the password since it was read: of two parallel changes one wins (false for the other). */
  async updateIfPasswordIs(id: number, password: string, patch: Partial<UserEntity>): Promise<boolean> {
    const updated = await this.manager.update(UserEntity, { id, password }, patch);
    return !!updated.affected;
  }

  /** In the caller's transaction: a write on the user's row that conflicts cluster-wide, so changes to one account queue. */
  async claim(id: number): Promise<void> {
    await this.dialect.claimRow(requireTransaction('UserRepository.claim'), UserEntity, id);
  }

  countOtherLiveAdmins(exceptUserId: number): Promise<number> {
    return this.manager
      .createQueryBuilder(UserEntity, 'user')
      .where('(user.role = :admin OR user.isAdmin = :yes)', { admin: 'admin', yes: true })
      .andWhere('user.erasedAt IS NULL AND user.id <> :id', { id: exceptUserId })
      .getCount();
  }

  /** Claims the export slot with one conditional UPDATE (two exports started together cannot both pass). */
  async claimExportSlot(userId: number, now: Date, lastAllowedBefore: Date): Promise<boolean> {
    const claimed = await this.manager
      .createQueryBuilder()
      .update(UserEntity)
      .set({ lastExportAt: now })
      .where('id = :userId AND erasedAt IS NULL', { userId })
      .andWhere('(lastExportAt IS NULL OR lastExportAt <= :cutoff)', { cutoff: lastAllowedBefore })
      .execute();
    return (claimed.affected ?? 0) > 0;
  }

  async anyAdminExists(): Promise<boolean> {
    const count = await this.dataSource.manager
      .createQueryBuilder(UserEntity, 'user')
      .where('user.role = :admin OR user.isAdmin = :yes', { admin: 'admin', yes: true })
      .getCount();
    return count > 0;
  }

  /**
   * Claims one login attempt before the password is hashed (DECISIONS D3): refused (false) while the account
   * is locked or when the claimed and failed attempts already reach the threshold, so parallel guesses
   * cannot all be evaluated. A failure keeps the claim; a success or a refused hash gives it back.
   */
  async claimLoginAttempt(userId: number, threshold: number): Promise<boolean> {
    const result = await this.dataSource.manager
      .createQueryBuilder()
      .update(UserEntity)
      .set({ failedLoginAttempts: () => 'failedLoginAttempts + 1' })
      .where('id = :userId', { userId })
      .andWhere('failedLoginAttempts < :threshold', { threshold })
      .andWhere('(lockedUntil IS NULL OR lockedUntil <= :now)', { now: this.clock.now() })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  /** Returns a claim whose password was never checked (the hashing gate refused it). */
  async releaseLoginAttempt(userId: number): Promise<void> {
    await this.dataSource.manager
      .createQueryBuilder()
      .update(UserEntity)
      .set({ failedLoginAttempts: () => 'failedLoginAttempts - 1' })
      .where('id = :userId AND failedLoginAttempts > 0', { userId })
      .execute();
  }

  /** Locks the account if it reached the threshold; true only for the request that set the lock. */
  async lockIfThresholdReached(userId: number, threshold: number, until: Date): Promise<boolean> {
    const result = await this.manager
      .createQueryBuilder()
      .update(UserEntity)
      .set({ lockedUntil: until, failedLoginAttempts: 0 })
      .where('id = :userId', { userId })
      .andWhere('failedLoginAttempts >= :threshold', { threshold })
      .andWhere('(lockedUntil IS NULL OR lockedUntil <= :now)', { now: this.clock.now() })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  /** After a right password: the count starts again. False when a lock was set meanwhile (it stays). */
  async settleSuccessfulLogin(userId: number): Promise<boolean> {
    const result = await this.dataSource.manager
      .createQueryBuilder()
      .update(UserEntity)
      .set({ failedLoginAttempts: 0, lockedUntil: null, lastLoginAt: this.clock.now() })
      .where('id = :userId', { userId })
      .andWhere('(lockedUntil IS NULL OR lockedUntil <= :now)', { now: this.clock.now() })
      .execute();
    return (result.affected ?? 0) > 0;
  }
}
