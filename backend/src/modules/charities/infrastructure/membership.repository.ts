import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { AdminSortKey, CharityProfileSummary, isMembershipTier, MembershipRequestStatus, MembershipRequestType, MembershipTier } from '../../../contracts';
import { AmbientRepository } from '../../../database/ambient-repository';
import { AppendOnlyTotals } from '../../../database/append-only-totals';
import { GrowingPage, growingListPage, joinPage, PageSlice } from '../../../database/growing-list';
import { KeyKind, sortName } from '../../../database/keyset';
import { rawBool, toInstant } from '../../../database/raw-values';
import { SortColumns, SqlDirection, sortTerms } from '../../../database/sort-order';
import { toDateOnly } from '../../../kernel/calendar-date';
import type { SortRequest } from '../../../kernel/page-request';
import { CharityEntity } from './charity.entity';
import { kindRankOf, MembershipRequestEntity, statusRanks } from './membership-request.entity';

/** A charity with its account's name and address: who membership mails go to. */
export interface MemberCharityRow {
  id: number;
  userId: number;
  name: string;
  contactName: string;
  contactEmail: string;
  membershipTier: MembershipTier;
  membershipActive: boolean;
  membershipExpiry: string | null;
  membershipReminderSentFor: string | null;
}

export interface MembershipRequestRow {
  id: number;
  charityId: number;
  type: MembershipRequestType;
  requestedTier: MembershipTier | null;
  status: MembershipRequestStatus;
  createdAt: Date;
  handledAt: Date | null;
}

const CHARITY_SELECT = `SELECT c.id, c.userId, COALESCE(u.organisation, u.name) AS name, u.name AS contactName, u.email AS contactEmail,
       c.membershipTier, c.membershipActive, c.membershipExpiry, c.membershipReminderSentFor
  FROM charities c INNER JOIN users u ON u.id = c.userId`;

function toCharityRow(row: Record<string, unknown>): MemberCharityRow {
  return {
    id: Number(row.id),
    userId: Number(row.userId),
    name: String(row.name),
    contactName: String(row.contactName),
    contactEmail: String(row.contactEmail),
    membershipTier: row.membershipTier as MembershipTier,
    membershipActive: rawBool(row.membershipActive),
    membershipExpiry: toDateOnly(row.membershipExpiry as string | Date | null),
    membershipReminderSentFor: toDateOnly(row.membershipReminderSentFor as string | Date | null),
  };
}

function toRequestRow(row: Record<string, unknown>): MembershipRequestRow {
  return {
    id: Number(row.id),
    charityId: Number(row.charityId),
    type: row.kind as MembershipRequestType,
    requestedTier: isMembershipTier(row.requestedTier) ? row.requestedTier : null,
    status: row.status as MembershipRequestStatus,
    createdAt: toInstant(row.createdAt as Date | string),
    handledAt: row.handledAt === null || row.handledAt === undefined ? null : toInstant(row.handledAt as Date | string),
  };
}

/**
 * Each sort reads an index in its order (issue 22): the type and the status sort on their ranks, the positions in
 * the declared order that MariaDB orders its ENUMs by (membership-request.entity.ts).
 */
const REQUEST_SORT: SortColumns<AdminSortKey<'membershipRequests'>> = { createdAt: 'r.createdAt', type: 'r.kindRank', status: ['r.statusRank', 'r.createdAt'] };

/** Open requests first, then newest: the (openRank, createdAt) index backwards (openRank is 1 while open). */
const OPEN_FIRST: Array<[string, SqlDirection]> = [
  ['r.openRank', 'DESC'],
  ['r.createdAt', 'DESC'],
  ['r.id', 'DESC'],
];
// Ranks are small non-negative integers: a cursor checks and binds them as it does an id.
const KEY_KINDS: Record<string, KeyKind> = { id: 'id', createdAt: 'datetime', openRank: 'id', statusRank: 'id', kindRank: 'id' };

/** A request of the admins' list with its charity, and the sort keys its cursors carry. */
export type ListedMembershipRequest = MembershipRequestRow & { charity: MemberCharityRow } & Pick<MembershipRequestEntity, 'openRank' | 'statusRank' | 'kindRank'>;

const LISTED_COLUMNS = `r.id AS requestId, r.charityId AS charityId, r.kind AS kind, r.requestedTier AS requestedTier, r.status AS status, r.createdAt AS createdAt,
       r.handledAt AS handledAt, r.openRank AS openRank, r.statusRank AS statusRank, r.kindRank AS kindRank, c.id AS id, c.userId AS userId,
       COALESCE(u.organisation, u.name) AS name, u.name AS contactName, u.email AS contactEmail, c.membershipTier AS membershipTier,
       c.membershipActive AS membershipActive, c.membershipExpiry AS membershipExpiry, c.membershipReminderSentFor AS membershipReminderSentFor`;

/** Membership requests and the membership columns of charities (D9); the account is read, never written. */
@Injectable()
export class MembershipRepository extends AmbientRepository {
  private readonly totals = new AppendOnlyTotals();

  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  async findCharityByUserId(userId: number): Promise<MemberCharityRow | null> {
    const rows: Array<Record<string, unknown>> = await this.manager.query(`${CHARITY_SELECT} WHERE c.userId = ?`, [userId]);
    return rows[0] ? toCharityRow(rows[0]) : null;
  }

  /**
   * The membership part of the current user (GET /api/auth/user) with the newest open request, in the one
   * statement that reading the membership already cost: the dashboard shows "pending" from the server.
   */
  async findSummaryByUserId(userId: number): Promise<CharityProfileSummary | null> {
    const rows: Array<Record<string, unknown>> = await this.manager.query(
      `SELECT c.membershipTier, c.membershipActive, c.membershipExpiry, r.kind AS pendingType, r.requestedTier AS pendingTier, r.createdAt AS pendingSince
         FROM charities c
         LEFT JOIN membership_requests r ON r.id = (SELECT MAX(o.id) FROM membership_requests o WHERE o.charityId = c.id AND o.status = ?)
        WHERE c.userId = ?`,
      ['pending', userId],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      membershipTier: row.membershipTier as MembershipTier,
      membershipActive: rawBool(row.membershipActive),
      membershipExpiry: toDateOnly(row.membershipExpiry as string | Date | null),
      pendingMembershipRequest:
        row.pendingType === null || row.pendingType === undefined
          ? null
          : {
              type: row.pendingType as MembershipRequestType,
              requestedTier: isMembershipTier(row.pendingTier) ? row.pendingTier : null,
              requestedAt: toInstant(row.pendingSince as Date | string).toISOString(),
            },
    };
  }

  async findCharity(charityId: number): Promise<MemberCharityRow | null> {
    const rows: Array<Record<string, unknown>> = await this.manager.query(`${CHARITY_SELECT} WHERE c.id = ?`, [charityId]);
    return rows[0] ? toCharityRow(rows[0]) : null;
  }

  /** Active memberships ending on or before `until` (indexed membershipExpiry); the daily job filters further. */
  async findActiveEndingBy(until: string): Promise<MemberCharityRow[]> {
    const rows: Array<Record<string, unknown>> = await this.manager.query(
      `${CHARITY_SELECT} WHERE c.membershipActive = ? AND c.membershipExpiry IS NOT NULL AND c.membershipExpiry <= ? ORDER BY c.membershipExpiry ASC, c.id ASC`,
      [true, until],
    );
    return rows.map(toCharityRow);
  }

  async findOpenRequest(charityId: number, type: MembershipRequestType): Promise<MembershipRequestRow | null> {
    const row = await this.manager.findOne(MembershipRequestEntity, { where: { charityId, kind: type, status: 'pending' }, order: { id: 'ASC' } });
    return row ? toRequestRow(row as unknown as Record<string, unknown>) : null;
  }

  async findRequest(id: number): Promise<MembershipRequestRow | null> {
    const row = await this.manager.findOne(MembershipRequestEntity, { where: { id } });
    return row ? toRequestRow(row as unknown as Record<string, unknown>) : null;
  }

  async insertRequest(charityId: number, type: MembershipRequestType, requestedTier: MembershipTier | null, createdAt: Date): Promise<number> {
    const result = await this.manager.insert(MembershipRequestEntity, {
      charityId,
      kind: type,
      requestedTier,
      status: 'pending',
      ...statusRanks('pending'),
      kindRank: kindRankOf(type),
      createdAt,
      handledAt: null,
      handledByUserId: null,
    });
    return result.identifiers[0].id as number;
  }

  /** Closes a request only if it is still open: of two admins clicking at once, one wins. */
  async closeRequest(id: number, adminUserId: number, at: Date, outcome: Exclude<MembershipRequestStatus, 'pending'> = 'done'): Promise<boolean> {
    const result = await this.manager.update(MembershipRequestEntity, { id, status: 'pending' }, { status: outcome, ...statusRanks(outcome), handledAt: at, handledByUserId: adminUserId });
    return (result.affected ?? 0) > 0;
  }

  /**
   * Open requests first, then newest, unless sorted: a page at any depth through an index (issue 22,
   * growingListPage), the page's ids from the sort's index, then those requests with their charities. Requests are
   * never deleted, so the total is counted once and then past it (AppendOnlyTotals).
   */
  findRequestPage(slice: PageSlice & { sort?: SortRequest<AdminSortKey<'membershipRequests'>> }): Promise<GrowingPage<ListedMembershipRequest>> {
    const all = () => this.manager.createQueryBuilder(MembershipRequestEntity, 'r');
    return growingListPage<ListedMembershipRequest>(
      {
        terms: slice.sort ? sortTerms(slice.sort, REQUEST_SORT, 'r.id') : OPEN_FIRST,
        sort: sortName(slice.sort),
        kinds: KEY_KINDS,
        ids: () => all().select('r.id', 'pageId'),
        rowsOf: async (pageIds, order) => {
          const rows = all().select(LISTED_COLUMNS).innerJoin('charities', 'c', 'c.id = r.charityId').innerJoin('users', 'u', 'u.id = c.userId');
          return (await joinPage(rows, pageIds, order).getRawMany<Record<string, unknown>>()).map((row) => ({
            ...toRequestRow({ ...row, id: row.requestId }),
            charity: toCharityRow(row),
            openRank: Number(row.openRank),
            statusRank: Number(row.statusRank),
            kindRank: Number(row.kindRank),
          }));
        },
        total: () => this.totals.total('all', all(), 'r.id', 'membership_requests'),
      },
      slice,
    );
  }

  async setMembership(charityId: number, values: { membershipActive: boolean; membershipExpiry: string | null } | { membershipTier: MembershipTier }): Promise<void> {
    await this.manager.update(CharityEntity, { id: charityId }, values);
  }

  /** Marks the reminder for this expiry as sent, unless another run already did. */
  async markReminded(charityId: number, expiry: string): Promise<boolean> {
    const result = await this.manager
      .createQueryBuilder()
      .update(CharityEntity)
      .set({ membershipReminderSentFor: expiry })
      .where('id = :charityId AND membershipActive = :active AND membershipExpiry = :expiry', { charityId, active: true, expiry })
      .andWhere('(membershipReminderSentFor IS NULL OR membershipReminderSentFor <> :expiry)', { expiry })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  /** Ends a membership whose expiry has passed, unless a renewal just moved it. */
  async deactivateIfExpired(charityId: number, today: string): Promise<boolean> {
    const result = await this.manager
      .createQueryBuilder()
      .update(CharityEntity)
      .set({ membershipActive: false })
      .where('id = :charityId AND membershipActive = :active AND membershipExpiry < :today', { charityId, active: true, today })
      .execute();
    return (result.affected ?? 0) > 0;
  }
}
