import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { And, DataSource, In, IsNull, LessThanOrEqual, MoreThan, Not } from 'typeorm';

import type { ReviewSide, ReviewState } from '../../../contracts';
import { AmbientRepository } from '../../../database/ambient-repository';
import { rawBool, rawDate, toInstant } from '../../../database/raw-values';
import { orderByClause, SortColumns } from '../../../database/sort-order';
import { pageOffset, PageRequest } from '../../../kernel/page-request';
import { ConsultantRatingEntity } from './consultant-rating.entity';
import { ReviewRoundEntity } from './review-round.entity';
import { ReviewEntity } from './review.entity';

export type NewReview = Omit<ReviewEntity, 'id' | 'publishedAt' | 'hiddenAt' | 'hiddenReason' | 'replyText' | 'repliedAt'> & { publishedAt: Date | null };

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
  id?: number;
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

const ADMIN_SORT: SortColumns<'submittedAt' | 'publishedAt' | 'score'> = {
  submittedAt: 'r.submittedAt',
  publishedAt: 'r.publishedAt',
  score: 'COALESCE(r.rating * 3, r.expertise + r.communication + r.impact)',
};

/** Review rounds, reviews and the rating aggregate. Writes join the use case's transaction. */
@Injectable()
export class ReviewRepository extends AmbientRepository {
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
    const result = await this.manager.insert(ReviewEntity, { hiddenAt: null, hiddenReason: null, replyText: null, repliedAt: null, ...review });
    return result.identifiers[0].id as number;
  }

  /** Reveals a round once (conditional), publishing every review sent so far; false if it was already revealed. */
  async reveal(projectId: number, at: Date): Promise<boolean> {
    const result = await this.manager.update(ReviewRoundEntity, { projectId, revealedAt: IsNull() }, { revealedAt: at });
    if (!result.affected) return false;
    await this.manager.update(ReviewEntity, { projectId, publishedAt: IsNull() }, { publishedAt: at });
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
    const result = await this.manager.update(ReviewEntity, { id, hiddenAt: IsNull(), publishedAt: Not(IsNull()) }, { hiddenAt: at, hiddenReason: reason });
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

  async adminPage(filter: AdminReviewFilter, request: PageRequest<keyof typeof ADMIN_SORT>): Promise<{ rows: AdminReviewDbRow[]; total: number }> {
    const clauses: string[] = [];
    const params: unknown[] = [];
    if (filter.id !== undefined) {
      clauses.push('r.id = ?');
      params.push(filter.id);
    }
    if (filter.side) {
      clauses.push('r.side = ?');
      params.push(filter.side);
    }
    if (filter.state === 'pending') clauses.push('r.publishedAt IS NULL');
    if (filter.state === 'published') clauses.push('r.publishedAt IS NOT NULL AND r.hiddenAt IS NULL');
    if (filter.state === 'hidden') clauses.push('r.hiddenAt IS NOT NULL');
    const where = clauses.length ? `WHERE ${clauses.join(' AND ')}` : '';
    const order = request.sort ? orderByClause(request.sort, ADMIN_SORT, 'r.id') : 'r.submittedAt DESC, r.id DESC';
    const rows: Array<Record<string, unknown>> = await this.manager.query(
      `SELECT r.id, r.projectId, p.title AS projectTitle, r.side, r.consultantId, ku.name AS consultantName, COALESCE(cu.organisation, cu.name) AS charityName,
              r.expertise, r.communication, r.impact, r.rating, r.text, r.anonymous, r.submittedAt, r.publishedAt, r.hiddenAt, r.hiddenReason, r.replyText
         FROM reviews r
         INNER JOIN projects p ON p.id = r.projectId
         INNER JOIN charities c ON c.id = r.charityId INNER JOIN users cu ON cu.id = c.userId
         INNER JOIN consultants k ON k.id = r.consultantId INNER JOIN users ku ON ku.id = k.userId
         ${where} ORDER BY ${order} LIMIT ? OFFSET ?`,
      [...params, request.pageSize, pageOffset(request)],
    );
    const totals: Array<{ total: number | string }> = await this.manager.query(`SELECT COUNT(*) AS total FROM reviews r ${where}`, params);
    const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));
    return {
      total: Number(totals[0]?.total ?? 0),
      rows: rows.map((row) => ({
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
      })),
    };
  }

  async adminRow(id: number): Promise<AdminReviewDbRow | null> {
    return (await this.adminPage({ id }, { page: 1, pageSize: 1 })).rows[0] ?? null;
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
