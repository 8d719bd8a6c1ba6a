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

  /** Adds one failure unless the account is currently locked (failures during a lock do not count). */
  async incrementFailedLogins(userId: number): Promise<void> {
    await this.dataSource.manager
      .createQueryBuilder()
      .update(UserEntity)
      .set({ failedLoginAttempts: () => 'failedLoginAttempts + 1' })
      .where('id = :userId', { userId })
      .andWhere('(lockedUntil IS NULL OR lockedUntil <= :now)', { now: this.clock.now() })
      .execute();
  }

  /** Locks the account if it reached the threshold; true only for the request that set the lock. */
  async lockIfThresholdReached(userId: number, threshold: number, until: Date): Promise<boolean> {
    const result = await this.dataSource.manager
      .createQueryBuilder()
      .update(UserEntity)
      .set({ lockedUntil: until, failedLoginAttempts: 0 })
      .where('id = :userId', { userId })
      .andWhere('failedLoginAttempts >= :threshold', { threshold })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  async clearFailedLogins(userId: number): Promise<void> {
    await this.dataSource.manager.update(UserEntity, { id: userId }, { failedLoginAttempts: 0, lockedUntil: null });
  }
}
