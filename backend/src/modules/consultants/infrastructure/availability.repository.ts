import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, IsNull, LessThan } from 'typeorm';

import type { AdminSortKey } from '../../../contracts';
import { AmbientRepository } from '../../../database/ambient-repository';
import { cappedTotal } from '../../../database/capped-total';
import { GrowingList, GrowingPage, growingListPage, growingListRows, joinPage, PageSlice } from '../../../database/growing-list';
import { KeyKind, sortName } from '../../../database/keyset';
import { SortColumns, sortTerms } from '../../../database/sort-order';
import { SqlDialect } from '../../../database/sql-dialect';
import type { SortRequest } from '../../../kernel/page-request';
import { AvailabilityConfirmationEntity, AvailabilityConfirmationOutcome } from './availability-confirmation.entity';
import { ConsultantEntity } from './consultant.entity';

/** An available, approved consultant to ask again (D15): the mail needs the account's name and address. */
export interface ReminderCandidate {
  id: number;
  name: string;
  email: string;
  availabilityConfirmedAt: Date | string | null;
}

export interface StaleAvailabilityRow extends ReminderCandidate {
  availability: number | boolean;
  /** The account's name as copied onto the profile: the name sort's key, read for the page's cursors. */
  accountName: string;
  /** The newest confirmation mail still unanswered (kept by the database: migration 1799250000002), "reminder sent". */
  pendingReminderAt: Date | string | null;
}

/**
 * Stale (D15): 'Available' but unconfirmed for 30 days, or a confirmation mail sent since the last confirmation is
 * unanswered (the newest unanswered mail is no older than the confirmation). Every test reads the profile's own
 * columns, so each sort's index (migration 1799250000002) answers it from its entries.
 */
const STALE_WHERE = `c.isApproved = 1 AND c.availability = 1
  AND (c.availabilityConfirmedAt IS NULL OR c.availabilityConfirmedAt < :freshSince OR c.pendingReminderAt >= c.availabilityConfirmedAt)`;

/** The account's name sorts by the profile's copy of it (migration 1799250000000). */
const STALE_SORT: SortColumns<AdminSortKey<'staleAvailability'>> = { availabilityConfirmedAt: 'c.availabilityConfirmedAt', name: 'c.accountName', reminderSentAt: 'c.pendingReminderAt' };
const LONGEST_UNCONFIRMED_FIRST = { key: 'availabilityConfirmedAt', order: 'asc' } as const;
const STALE_KEY_KINDS: Record<string, KeyKind> = { id: 'id', availabilityConfirmedAt: 'datetime?', accountName: 'text', pendingReminderAt: 'datetime?' };

/** The freshness job's and the admin list's statements over consultants (users is only read). */
@Injectable()
export class AvailabilityRepository extends AmbientRepository {
  constructor(
    @InjectDataSource() dataSource: DataSource,
    private readonly dialect: SqlDialect,
  ) {
    super(dataSource);
  }

  /** The mailed link a token hash names, for the read-only check of the page the link opens. */
  findLinkByTokenHash(tokenHash: string): Promise<AvailabilityConfirmationEntity | null> {
    return this.manager.findOne(AvailabilityConfirmationEntity, { where: { tokenHash } });
  }

  async isApproved(consultantId: number): Promise<boolean> {
    const consultant = await this.dataSource.manager.findOne(ConsultantEntity, { where: { id: consultantId }, select: { id: true, isApproved: true } });
    return Boolean(consultant?.isApproved);
  }

  /**
   * Brings the stored sort key (consultants.availableNow) in line with the time: two UPDATEs that only touch
   * rows whose state changed, so a sweep with nothing to do writes nothing.
   */
  async syncAvailableNow(freshSince: Date): Promise<{ becameStale: number; becameFresh: number }> {
    const since = this.dialect.param(freshSince);
    const update = (availableNow: boolean, where: string) =>
      this.dataSource.createQueryBuilder().update(ConsultantEntity).set({ availableNow }).where(where, { since }).execute();
    const stale = await update(false, 'availableNow = 1 AND (availability = 0 OR availabilityConfirmedAt IS NULL OR availabilityConfirmedAt < :since)');
    const fresh = await update(true, 'availableNow = 0 AND availability = 1 AND availabilityConfirmedAt >= :since');
    return { becameStale: stale.affected ?? 0, becameFresh: fresh.affected ?? 0 };
  }

  /** Approved, available, confirmed before the cutoff and not asked since the cutoff: one ask per week each. */
  async reminderCandidates(cutoff: Date, limit: number): Promise<ReminderCandidate[]> {
    const at = this.dialect.param(cutoff);
    return this.dataSource.query(
      `SELECT c.id, u.name, u.email, c.availabilityConfirmedAt FROM consultants c INNER JOIN users u ON u.id = c.userId
       WHERE c.isApproved = 1 AND c.availability = 1 AND (c.availabilityConfirmedAt IS NULL OR c.availabilityConfirmedAt < ?)
         AND NOT EXISTS (SELECT 1 FROM availability_confirmations r WHERE r.consultantId = c.id AND r.createdAt >= ?)
       ORDER BY c.id LIMIT ?`,
      [at, at, limit],
    );
  }

  /**
   * Longest unconfirmed first unless sorted (the id keeps the order total), a page at any depth (issue 22,
   * growingListPage): by number near the start or by cursor. Profiles come and go from the list with the time and
   * their answers, so the total is capped.
   */
  stalePage(freshSince: Date, slice: PageSlice & { sort?: SortRequest<AdminSortKey<'staleAvailability'>> }): Promise<GrowingPage<StaleAvailabilityRow>> {
    return growingListPage({ ...this.staleList(freshSince, slice.sort), total: () => cappedTotal(this.stale(freshSince)) }, slice);
  }

  /** Every stale profile in the list's order, a keyset batch at a time (the CSV export). */
  staleRows(freshSince: Date, sort?: SortRequest<AdminSortKey<'staleAvailability'>>): AsyncGenerator<StaleAvailabilityRow> {
    return growingListRows(this.staleList(freshSince, sort));
  }

  private staleList(freshSince: Date, sort: SortRequest<AdminSortKey<'staleAvailability'>> | undefined): Omit<GrowingList<StaleAvailabilityRow>, 'total'> {
    return {
      terms: sortTerms(sort ?? LONGEST_UNCONFIRMED_FIRST, STALE_SORT, 'c.id'),
      sort: sortName(sort),
      kinds: STALE_KEY_KINDS,
      ids: () => this.stale(freshSince).select('c.id', 'pageId'),
      rowsOf: (pageIds, order) => {
        const rows = this.dataSource
          .createQueryBuilder()
          .select('c.id, u.name, u.email, c.availability, c.availabilityConfirmedAt, c.accountName, c.pendingReminderAt')
          .from('consultants', 'c')
          .innerJoin('users', 'u', 'u.id = c.userId');
        return joinPage(rows, pageIds, order).getRawMany<StaleAvailabilityRow>();
      },
    };
  }

  private stale(freshSince: Date) {
    return this.dataSource.createQueryBuilder().from('consultants', 'c').where(STALE_WHERE, { freshSince: this.dialect.param(freshSince) });
  }

  /** D15 "every availability change or confirmation": the stored sort key follows at once. */
  async setAvailability(consultantId: number, availability: boolean, at: Date): Promise<void> {
    await this.manager.update(ConsultantEntity, { id: consultantId }, { availability, availableNow: availability, availabilityConfirmedAt: at });
  }

  async insertConfirmation(row: Pick<AvailabilityConfirmationEntity, 'consultantId' | 'tokenHash' | 'createdAt' | 'expiresAt' | 'usedAt' | 'outcome'>): Promise<void> {
    await this.manager.insert(AvailabilityConfirmationEntity, row);
  }

  async purgeConfirmationsBefore(before: Date): Promise<number> {
    const purged = await this.manager.delete(AvailabilityConfirmationEntity, { createdAt: LessThan(before) });
    return purged.affected ?? 0;
  }

  /** Uses the link once: false when another answer used it first. */
  async markLinkUsed(linkId: number, outcome: AvailabilityConfirmationOutcome, at: Date): Promise<boolean> {
    const claimed = await this.manager.update(AvailabilityConfirmationEntity, { id: linkId, usedAt: IsNull() }, { usedAt: at, outcome });
    return !!claimed.affected;
  }

  /** Every other open link of the consultant is retired by the answer to one. */
  async supersedeOpenLinks(consultantId: number, at: Date): Promise<void> {
    const open = await this.manager.find(AvailabilityConfirmationEntity, { where: { consultantId, usedAt: IsNull() }, select: { id: true } });
    if (open.length) await this.manager.update(AvailabilityConfirmationEntity, { id: In(open.map((row) => row.id)) }, { usedAt: at, outcome: 'superseded' });
  }
}
