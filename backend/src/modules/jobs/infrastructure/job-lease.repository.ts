import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { isUniqueViolation } from '../../../database/unique-violation';
import { JobLeaseEntity } from './job-lease.entity';

/**
 * Every claim is one write that conflicts with a competing one (a conditional UPDATE of the job's row, or the
 * INSERT of its primary key): whichever commits first wins, on SQLite, MariaDB and Galera alike, without
 * SELECT … FOR UPDATE (which Galera does not certify across nodes).
 */
@Injectable()
export class JobLeaseRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private get manager() {
    return this.dataSource.manager;
  }

  /** Takes the row if it is free or expired, whatever slot it records (a plain lease). */
  async takeLease(name: string, holder: string, now: Date, until: Date): Promise<boolean> {
    const taken = await this.manager
      .createQueryBuilder()
      .update(JobLeaseEntity)
      .set({ holder, leaseUntil: until })
      .where('name = :name', { name })
      .andWhere('(leaseUntil < :now OR holder = :holder)', { now, holder })
      .execute();
    return (taken.affected ?? 0) > 0 || this.insertFirst({ name, holder, leaseUntil: until, slotStart: null, finishedAt: null });
  }

  /**
   * Claims `slot` for `holder`: the row records an older slot (or the same one left unfinished by a runner that
   * died), and no run holds it (the last one finished or its lease ran out).
   */
  async claimSlot(name: string, holder: string, slot: Date, now: Date, until: Date): Promise<boolean> {
    const taken = await this.manager
      .createQueryBuilder()
      .update(JobLeaseEntity)
      .set({ holder, leaseUntil: until, slotStart: slot, finishedAt: null })
      .where('name = :name', { name })
      .andWhere('(slotStart IS NULL OR slotStart < :slot OR (slotStart = :slot AND finishedAt IS NULL))', { slot })
      .andWhere('(finishedAt IS NOT NULL OR leaseUntil < :now)', { now })
      .execute();
    return (taken.affected ?? 0) > 0 || this.insertFirst({ name, holder, leaseUntil: until, slotStart: slot, finishedAt: null });
  }

  /** Extends a running claim; false when it is no longer this holder's. */
  async renew(name: string, holder: string, until: Date): Promise<boolean> {
    const renewed = await this.manager.update(JobLeaseEntity, { name, holder }, { leaseUntil: until });
    return (renewed.affected ?? 0) > 0;
  }

  async finishSlot(name: string, holder: string, slot: Date, now: Date): Promise<void> {
    await this.manager.update(JobLeaseEntity, { name, holder, slotStart: slot }, { finishedAt: now, leaseUntil: now });
  }

  async release(name: string, holder: string): Promise<void> {
    await this.manager.update(JobLeaseEntity, { name, holder }, { leaseUntil: new Date(0) });
  }

  /** The first claim of a job creates its row; a twin's INSERT hits the primary key and loses. */
  private async insertFirst(row: JobLeaseEntity): Promise<boolean> {
    try {
      await this.manager.insert(JobLeaseEntity, row);
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }
}
