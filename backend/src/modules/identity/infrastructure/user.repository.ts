import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';

import { Clock, CLOCK } from '../../../config/clock';
import { UserEntity } from './user.entity';

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

@Injectable()
export class UserRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  private manager(manager?: EntityManager): EntityManager {
    return manager ?? this.dataSource.manager;
  }

  findById(id: number, manager?: EntityManager): Promise<UserEntity | null> {
    return this.manager(manager).findOne(UserEntity, { where: { id } });
  }

  findByUsername(username: string, manager?: EntityManager): Promise<UserEntity | null> {
    return this.manager(manager).findOne(UserEntity, { where: { username } });
  }

  findByEmail(email: string, manager?: EntityManager): Promise<UserEntity | null> {
    return this.manager(manager).findOne(UserEntity, { where: { emailNormalized: normalizeEmail(email) } });
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
  async lockIfThresholdReached(manager: EntityManager, userId: number, threshold: number, until: Date): Promise<boolean> {
    const result = await manager
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
