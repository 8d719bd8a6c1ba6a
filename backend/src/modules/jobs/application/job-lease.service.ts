import { randomUUID } from 'node:crypto';

import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { Clock, CLOCK } from '../../../config/clock';
import { JobLeaseEntity } from '../infrastructure/job-lease.entity';

/** A database lease so that, with N instances, each scheduled job runs on one of them per tick. */
@Injectable()
export class JobLeaseService {
  readonly holderId = randomUUID();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async tryAcquire(name: string, leaseMs: number): Promise<boolean> {
    const now = this.clock.now();
    const until = new Date(now.getTime() + leaseMs);
    const taken = await this.dataSource.manager
      .createQueryBuilder()
      .update(JobLeaseEntity)
      .set({ holder: this.holderId, leaseUntil: until })
      .where('name = :name', { name })
      .andWhere('(leaseUntil < :now OR holder = :holder)', { now, holder: this.holderId })
      .execute();
    if ((taken.affected ?? 0) > 0) return true;
    try {
      await this.dataSource.manager.insert(JobLeaseEntity, { name, holder: this.holderId, leaseUntil: until });
      return true;
    } catch {
      return false; // another instance holds it (the row exists and is not expired)
    }
  }

  async release(name: string): Promise<void> {
    await this.dataSource.manager.update(JobLeaseEntity, { name, holder: this.holderId }, { leaseUntil: new Date(0) });
  }

  /** Runs `work` only if this instance wins the lease; the lease outlives a crashed run by at most leaseMs. */
  async runExclusive<T>(name: string, leaseMs: number, work: () => Promise<T>): Promise<T | undefined> {
    if (!(await this.tryAcquire(name, leaseMs))) return undefined;
    try {
      return await work();
    } finally {
      await this.release(name);
    }
  }
}
