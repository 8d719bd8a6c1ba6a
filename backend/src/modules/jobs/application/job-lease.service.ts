import { randomUUID } from 'node:crypto';

import { Inject, Injectable } from '@nestjs/common';

import { rootLogger } from '../../../common/logging/logger';
import { Clock, CLOCK } from '../../../config/clock';
import { JobLeaseRepository } from '../infrastructure/job-lease.repository';

/** How long a slot's claim lasts without a heartbeat: a run whose instance died is taken over after this. */
export const SLOT_LEASE_MS = 60_000;
/** A running job renews its claim this often, so a long run (a mail backlog draining) keeps its slot. */
const HEARTBEAT_MS = SLOT_LEASE_MS / 3;

/** Database leases so that, with N instances, each scheduled job runs on one of them per period. */
@Injectable()
export class JobLeaseService {
  readonly holderId = randomUUID();

  constructor(
    private readonly leases: JobLeaseRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  private until(leaseMs: number): Date {
    return new Date(this.clock.now().getTime() + leaseMs);
  }

  /** A plain lease (no slot): taken if free or expired, renewed by its holder. */
  tryAcquire(name: string, leaseMs: number): Promise<boolean> {
    return this.leases.takeLease(name, this.holderId, this.clock.now(), this.until(leaseMs));
  }

  release(name: string): Promise<void> {
    return this.leases.release(name, this.holderId);
  }

  /** Runs `work` only if this instance wins the lease, and frees it afterwards. */
  async runExclusive<T>(name: string, leaseMs: number, work: () => Promise<T>): Promise<T | undefined> {
    if (!(await this.tryAcquire(name, leaseMs))) return undefined;
    try {
      return await work();
    } finally {
      await this.release(name);
    }
  }

  /** Claims one scheduled slot of a job; false when another instance has it, or ran it already. */
  claimSlot(name: string, slot: Date): Promise<boolean> {
    return this.leases.claimSlot(name, this.holderId, slot, this.clock.now(), this.until(SLOT_LEASE_MS));
  }

  /**
   * Runs `work` for `slot` unless that slot ran (or runs) anywhere else. The claim is renewed while the work
   * lasts and marked finished afterwards (also when the work throws: the next slot tries again), so the slot is
   * never run twice; an instance dying mid-run leaves it to be taken over once SLOT_LEASE_MS has passed.
   */
  async runSlot<T>(name: string, slot: Date, work: () => Promise<T>): Promise<{ ran: boolean; result?: T }> {
    if (!(await this.claimSlot(name, slot))) return { ran: false };
    const heartbeat = setInterval(() => {
      this.leases.renew(name, this.holderId, this.until(SLOT_LEASE_MS)).catch((error) => rootLogger().warn({ job: name, err: error }, 'job lease renewal failed'));
    }, HEARTBEAT_MS);
    heartbeat.unref();
    try {
      return { ran: true, result: await work() };
    } finally {
      clearInterval(heartbeat);
      await this.leases.finishSlot(name, this.holderId, slot, this.clock.now());
    }
  }
}
