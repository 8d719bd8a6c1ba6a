import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { And, DataSource, In, IsNull, LessThanOrEqual, MoreThan, Not, SelectQueryBuilder } from 'typeorm';

import type { ReviewSide, ReviewState } from '../../../contracts';
import { AmbientRepository } from '../../../database/ambient-repository';
import { AppendOnlyTotals } from '../../../database/append-only-totals';
import { cappedTotal } from '../../../database/capped-total';
import { GrowingPage, growingListPage, joinPage, PageSlice } from '../../../database/growing-list';
import { KeyKind, sortName } from '../../../database/keyset';
import { rawBool, rawDate, toInstant } from '../../../database/raw-values';
import { SortColumns, sortTerms } from '../../../database/sort-order';
import type { SortRequest } from '../../../kernel/page-request';
import { ConsultantRatingEntity } from './consultant-rating.entity';
import { ReviewRoundEntity } from './review-round.entity';
import { ReviewEntity, scoreSortKeyOf, STATE_RANKS } from './review.entity';

export type NewReview = Omit<ReviewEntity, 'id' | 'publishedAt' | 'publishedSortAt' | 'scoreSortKey' | 'stateRank' | 'hiddenAt' | 'hiddenReason' | 'replyText' | 'repliedAt'> & { publishedAt: Date | null };

/** A published charity review with the charity's names, for the public profile. */
export interface PublicReviewRow {
  id: number;
  expertise: number;
  communication: number;
  impact: number;
  text: string;
  anonymous: boolean;
  publishedAt: Date;
  replyText: string | null;
  repliedAt: Date | null;
  organisation: string | null;
  cause: string | null;
}

export interface AdminReviewFilter {
  side?: ReviewSide;
  state?: ReviewState;
}

export interface AdminReviewDbRow {
  id: number;
  projectId: number;
  projectTitle: string;
  side: ReviewSide;
  consultantId: number;
  consultantName: string;
  charityName: string;
  expertise: number | null;
  communication: number | null;
  impact: number | null;
  rating: number | null;
  text: string;
  anonymous: boolean;
  submittedAt: Date;
  publishedAt: Date | null;
  hiddenAt: Date | null;
  hiddenReason: string | null;
  replyText: string | null;
}

/**
 * Each sort reads an index in its order (issue 22): `publishedAt` on its non-null key (the epoch while unpublished,
 * where a NULL sorts), the score on the key written with the ratings (the expression it was, 0 where that is NULL).
 */
const ADMIN_SORT: SortColumns<'submittedAt' | 'publishedAt' | 'score'> = {
  submittedAt: 'r.submittedAt',
  publishedAt: 'r.publishedSortAt',
  score: 'r.scoreSortKey',
};
const NEWEST_FIRST = sortTerms({ key: 'submittedAt', order: 'desc' }, ADMIN_SORT, 'r.id');
// A score is a small non-negative integer: a cursor checks and binds it as it does an id.
const KEY_KINDS: Record<string, KeyKind> = { id: 'id', submittedAt: 'datetime', publishedSortAt: 'datetime', scoreSortKey: 'id' };

/** A review of the admins' list with the sort keys its cursors carry. */
export type ListedAdminReview = AdminReviewDbRow & Pick<ReviewEntity, 'publishedSortAt' | 'scoreSortKey'>;

const ADMIN_COLUMNS = `r.id AS id, r.projectId AS projectId, p.title AS projectTitle, r.side AS side, r.consultantId AS consultantId, ku.name AS consultantName,
       COALESCE(cu.organisation, cu.name) AS charityName, r.expertise AS expertise, r.communication AS communication, r.impact AS impact, r.rating AS rating,
       r.text AS text, r.anonymous AS anonymous, r.submittedAt AS submittedAt, r.publishedAt AS publishedAt, r.hiddenAt AS hiddenAt,
       r.hiddenReason AS hiddenReason, r.replyText AS replyText, r.publishedSortAt AS publishedSortAt, r.scoreSortKey AS scoreSortKey`;

const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));

function toListedReview(row: Record<string, unknown>): ListedAdminReview {
  return {
    id: Number(row.id),
    projectId: Number(row.projectId),
    projectTitle: String(row.projectTitle),
    side: row.side as ReviewSide,
    consultantId: Number(row.consultantId),
    consultantName: String(row.consultantName),
    charityName: String(row.charityName),
    expertise: num(row.expertise),
    communication: num(row.communication),
    impact: num(row.impact),
    rating: num(row.rating),
    text: String(row.text),
    anonymous: rawBool(row.anonymous),
    submittedAt: toInstant(row.submittedAt as Date | string),
    publishedAt: rawDate(row.publishedAt as Date | string | null),
    hiddenAt: rawDate(row.hiddenAt as Date | string | null),
    hiddenReason: (row.hiddenReason as string | null) ?? null,
    replyText: (row.replyText as string | null) ?? null,
    publishedSortAt: toInstant(row.publishedSortAt as Date | string),
    scoreSortKey: Number(row.scoreSortKey),
  };
}

/** Review rounds, reviews and the rating aggregate. Writes join the use case's transaction. */
@Injectable()
export class ReviewRepository extends AmbientRepository {
  private readonly totals = new AppendOnlyTotals();

  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  findRound(projectId: number): Promise<ReviewRoundEntity | null> {
    return this.manager.findOne(ReviewRoundEntity, { where: { projectId } });
  }

  /** False when the project already has its round (a repeated completion never asks twice). */
  async insertRound(round: Pick<ReviewRoundEntity, 'projectId' | 'charityId' | 'consultantId' | 'completedAt'>): Promise<boolean> {
    if (await this.findRound(round.projectId)) return false;
    await this.manager.insert(ReviewRoundEntity, { ...round, revealedAt: null, firstReminderAt: null, secondReminderAt: null });
    return true;
  }

  findForProject(projectId: number): Promise<ReviewEntity[]> {
    return this.manager.find(ReviewEntity, { where: { projectId }, order: { id: 'ASC' } });
  }

  findById(id: number): Promise<ReviewEntity | null> {
    return this.manager.findOne(ReviewEntity, { where: { id } });
  }

  async insert(review: NewReview): Promise<number> {
    const result = await this.manager.insert(ReviewEntity, {
      hiddenAt: null,
      hiddenReason: null,
      replyText: null,
      repliedAt: null,
      ...review,
      ...(review.publishedAt ? { publishedSortAt: review.publishedAt, stateRank: STATE_RANKS.published } : { stateRank: STATE_RANKS.pending }),
      scoreSortKey: scoreSortKeyOf(review),
    });
    return result.identifiers[0].id as number;
  }

  /** Reveals a round once (conditional), publishing every review sent so far; false if it was already revealed. */
  async reveal(projectId: number, at: Date): Promise<boolean> {
    const result = await this.manager.update(ReviewRoundEntity, { projectId, revealedAt: IsNull() }, { revealedAt: at });
    if (!result.affected) return false;
    await this.manager.update(ReviewEntity, { projectId, publishedAt: IsNull() }, { publishedAt: at, publishedSortAt: at, stateRank: STATE_RANKS.published });
    return true;
  }

  dueForReveal(completedBefore: Date, limit: number): Promise<ReviewRoundEntity[]> {
    return this.manager.find(ReviewRoundEntity, { where: { revealedAt: IsNull(), completedAt: LessThanOrEqual(completedBefore) }, order: { completedAt: 'ASC' }, take: limit });
  }

  /** Rounds inside the window that still owe a reminder; the domain decides which one. */
  dueForReminder(completedBefore: Date, windowOpenSince: Date, limit: number): Promise<ReviewRoundEntity[]> {
    return this.manager.find(ReviewRoundEntity, {
      where: { completedAt: And(LessThanOrEqual(completedBefore), MoreThan(windowOpenSince)), secondReminderAt: IsNull() },
      order: { completedAt: 'ASC' },
      take: limit,
    });
  }

  async markReminded(projectId: number, which: 0 | 1, at: Date): Promise<boolean> {
    const result =
      which === 0
        ? await this.manager.update(ReviewRoundEntity, { projectId, firstReminderAt: IsNull(), secondReminderAt: IsNull() }, { firstReminderAt: at })
        : await this.manager.update(ReviewRoundEntity, { projectId, secondReminderAt: IsNull() }, { secondReminderAt: at });
    return !!result.affected;
  }

  async reply(id: number, text: string, at: Date): Promise<boolean> {
    const result = await this.manager.update(ReviewEntity, { id, replyText: IsNull(), publishedAt: Not(IsNull()) }, { replyText: text, repliedAt: at });
    return !!result.affected;
  }

  async hide(id: number, reason: string, at: Date): Promise<boolean> {
    const result = await this.manager.update(ReviewEntity, { id, hiddenAt: IsNull(), publishedAt: Not(IsNull()) }, { hiddenAt: at, hiddenReason: reason, stateRank: STATE_RANKS.hidden });
    return !!result.affected;
  }

  /** The sum of all three ratings of the consultant's published, visible reviews, and their number. */
  async ratingInputs(consultantId: number): Promise<{ ratingSum: number; count: number }> {
    const rows: Array<{ ratingSum: number | string | null; total: number | string }> = await this.manager.query(
      `SELECT SUM(expertise + communication + impact) AS ratingSum, COUNT(*) AS total FROM reviews
        WHERE consultantId = ? AND side = 'charity' AND publishedAt IS NOT NULL AND hiddenAt IS NULL`,
      [consultantId],
    );
    return { ratingSum: Number(rows[0]?.ratingSum ?? 0), count: Number(rows[0]?.total ?? 0) };
  }

  async saveRating(consultantId: number, averageTenths: number | null, reviewCount: number, at: Date): Promise<void> {
    const result = await this.manager.update(ConsultantRatingEntity, { consultantId }, { averageTenths, reviewCount, updatedAt: at });
    if (!result.affected) await this.manager.insert(ConsultantRatingEntity, { consultantId, averageTenths, reviewCount, updatedAt: at });
  }

  ratingsOf(consultantIds: readonly number[]): Promise<ConsultantRatingEntity[]> {
    if (consultantIds.length === 0) return Promise.resolve([]);
    return this.manager.find(ConsultantRatingEntity, { where: { consultantId: In([...consultantIds]) } });
  }

  /** The latest published, visible charity reviews of a consultant, with the charity's organisation and cause. */
  async publicReviews(consultantId: number, limit: number): Promise<PublicReviewRow[]> {
    const rows: Array<Record<string, unknown>> = await this.manager.query(
      `SELECT r.id, r.expertise, r.communication, r.impact, r.text, r.anonymous, r.publishedAt, r.replyText, r.repliedAt, u.organisation, c.primaryCause
         FROM reviews r INNER JOIN charities c ON c.id = r.charityId INNER JOIN users u ON u.id = c.userId
        WHERE r.consultantId = ? AND r.side = 'charity' AND r.publishedAt IS NOT NULL AND r.hiddenAt IS NULL
        ORDER BY r.publishedAt DESC, r.id DESC LIMIT ?`,
      [consultantId, limit],
    );
    return rows.map((row) => ({
      id: Number(row.id),
      expertise: Number(row.expertise),
      communication: Number(row.communication),
      impact: Number(row.impact),
      text: String(row.text),
      anonymous: rawBool(row.anonymous),
      publishedAt: toInstant(row.publishedAt as Date | string),
      replyText: (row.replyText as string | null) ?? null,
      repliedAt: rawDate(row.repliedAt as Date | string | null),
      organisation: (row.organisation as string | null) ?? null,
      cause: (row.primaryCause as string | null) ?? null,
    }));
  }

  /**
   * Newest first unless sorted, a page at any depth through an index (issue 22, growingListPage): the page's ids
   * from the sort's index, then those reviews with their project and both parties. Reviews are never deleted, so
   * the whole list's total is counted once and then past it (AppendOnlyTotals); a side or a state narrows it, and a
   * state changes, so a filtered total is counted up to the depth limit (cappedTotal).
   */
  adminPage(filter: AdminReviewFilter, slice: PageSlice & { sort?: SortRequest<keyof typeof ADMIN_SORT> }): Promise<GrowingPage<ListedAdminReview>> {
    const filtered = () => adminReviewsWhere(this.manager.createQueryBuilder(ReviewEntity, 'r'), filter);
    return growingListPage<ListedAdminReview>(
      {
        terms: slice.sort ? sortTerms(slice.sort, ADMIN_SORT, 'r.id') : NEWEST_FIRST,
        sort: sortName(slice.sort),
        kinds: KEY_KINDS,
        ids: () => filtered().select('r.id', 'pageId'),
        rowsOf: (pageIds, order) => this.adminRows((rows) => joinPage(rows, pageIds, order)),
        total: () => (filter.side || filter.state ? cappedTotal(filtered()) : this.totals.total('all', filtered(), 'r.id', 'reviews')),
      },
      slice,
    );
  }

  async adminRow(id: number): Promise<AdminReviewDbRow | null> {
    return (await this.adminRows((rows) => rows.where('r.id = :id', { id })))[0] ?? null;
  }

  /** Reviews with their project's title and both parties' names, narrowed by `narrow`. */
  private async adminRows(narrow: (rows: SelectQueryBuilder<ReviewEntity>) => SelectQueryBuilder<ReviewEntity>): Promise<ListedAdminReview[]> {
    const rows = this.manager
      .createQueryBuilder(ReviewEntity, 'r')
      .select(ADMIN_COLUMNS)
      .innerJoin('projects', 'p', 'p.id = r.projectId')
      .innerJoin('charities', 'c', 'c.id = r.charityId')
      .innerJoin('users', 'cu', 'cu.id = c.userId')
      .innerJoin('consultants', 'k', 'k.id = r.consultantId')
      .innerJoin('users', 'ku', 'ku.id = k.userId');
    return (await narrow(rows).getRawMany<Record<string, unknown>>()).map(toListedReview);
  }

  /** Reviews a member wrote, and the published charity reviews they received as a consultant (D19 export). */
  async ofMember(userId: number, consultantId: number | null): Promise<ReviewEntity[]> {
    const written = await this.manager.find(ReviewEntity, { where: { authorUserId: userId }, order: { id: 'ASC' } });
    if (consultantId === null) return written;
    const received = await this.manager.find(ReviewEntity, { where: { consultantId, side: 'charity', publishedAt: Not(IsNull()) }, order: { id: 'ASC' } });
    return [...written, ...received.filter((review) => review.authorUserId !== userId)];
  }

  /** D19: the author's link goes; a charity's review becomes anonymous. Ratings and text stay with the other party. */
  async anonymiseAuthor(userId: number): Promise<number> {
    const result = await this.manager.update(ReviewEntity, { authorUserId: userId }, { authorUserId: null, anonymous: true });
    return result.affected ?? 0;
  }
}

/**
 * The admins' filters: one side, and a state (pending: unpublished; published and visible; hidden) by its rank,
 * which leads an index per sort (issue 22).
 */
function adminReviewsWhere(query: SelectQueryBuilder<ReviewEntity>, filter: AdminReviewFilter): SelectQueryBuilder<ReviewEntity> {
  if (filter.side) query.andWhere('r.side = :side', { side: filter.side });
  if (filter.state) query.andWhere('r.stateRank = :stateRank', { stateRank: STATE_RANKS[filter.state] });
  return query;
}
