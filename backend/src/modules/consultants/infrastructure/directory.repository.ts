import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { SqlDialect } from '../../../database/sql-dialect';
import { booleanModeQuery, fts5Query } from '../domain/directory-search';

/** A directory row as both engines return it (booleans as 0/1, dates as Date or UTC text). */
export interface DirectoryRow {
  id: number;
  expertise: string;
  availability: number | boolean;
  availabilityConfirmedAt: Date | string | null;
  yearsExperience: number;
  profileSummary: string | null;
  specialisations: string | null;
  previousExperience: string | null;
  profileImageUrl: string | null;
  isApproved: number | boolean;
  isFeatured: number | boolean;
  name: string;
  organisation: string | null;
  bio: string | null;
  /** The stored rating aggregate of reviews (issue 18), null without one. */
  ratingTenths: number | string | null;
  ratingCount: number | string | null;
  /** All matches, when the page was asked for with its total. */
  total?: number | string;
}

export interface DirectoryFilter {
  words: string[];
  expertiseMask: number;
  available?: boolean;
  freshSince: Date;
}

/** 'rating': highest average first, consultants without an average after those with one (issue 18). */
export type DirectoryOrder = 'default' | 'rating';

/** Only these columns ever leave the database for the public directory: no e-mail, phone or username (D4). */
const COLUMNS =
  'c.id, c.expertise, c.availability, c.availabilityConfirmedAt, c.yearsExperience, c.profileSummary, c.specialisations, c.previousExperience, c.profileImageUrl, c.isApproved, c.isFeatured, u.name, u.organisation, u.bio, cr.averageTenths AS ratingTenths, cr.reviewCount AS ratingCount';
/** The reviews module's one-row-per-consultant rating aggregate, read (never written) here. */
const RATING_JOIN = 'LEFT JOIN consultant_ratings cr ON cr.consultantId = c.id';
const AVAILABLE_NOW = '(c.availability = 1 AND c.availabilityConfirmedAt >= ?)';

/**
 * The directory's two statements per page (one for the rows, one for the count). Both join only to-one
 * tables, so LIMIT/OFFSET pages rows, not join products. Text search goes through the engine's full-text
 * index (migration 1795600000000), never LIKE.
 */
@Injectable()
export class DirectoryRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly dialect: SqlDialect,
  ) {}

  /**
   * One page. With `withTotal` each row also carries the number of all matches (a window count): a searched page
   * has to collect and sort its full-text matches anyway, so counting them there saves running the match twice.
   * An unsearched page walks idx_consultants_directory_rank and stops after the page, so it never asks for it.
   */
  async page(filter: DirectoryFilter, offset: number, limit: number, withTotal = false, order: DirectoryOrder = 'default'): Promise<DirectoryRow[]> {
    const where = this.where(filter);
    // Featured, then confirmed-available (D15, the stored availableNow the freshness sweep keeps), then newest;
    // the id makes the order total, so pages never overlap. Deferred join: the inner query picks the page's ids
    // (for an unsearched page by walking the index backwards, no sort) and only those rows are then read in full
    // and joined to their user. By rating: the stored aggregate first (those without an average last), then the same.
    const byRating = order === 'rating';
    const ratingRank = byRating ? ', CASE WHEN cr.averageTenths IS NULL THEN 0 ELSE 1 END AS hasRating, COALESCE(cr.averageTenths, 0) AS ratingRank' : '';
    const innerOrder = `${byRating ? 'hasRating DESC, ratingRank DESC, ' : ''}c.isFeatured DESC, c.availableNow DESC, c.id DESC`;
    const outerOrder = `${byRating ? 'page.hasRating DESC, page.ratingRank DESC, ' : ''}page.featuredRank DESC, page.availableRank DESC, page.id DESC`;
    const sql = `SELECT ${COLUMNS}${withTotal ? ', page.total' : ''} FROM (
        SELECT c.id, c.isFeatured AS featuredRank, c.availableNow AS availableRank${ratingRank}${withTotal ? ', COUNT(*) OVER () AS total' : ''}
        FROM consultants c ${byRating ? RATING_JOIN : ''} WHERE ${where.sql}
        ORDER BY ${innerOrder} LIMIT ? OFFSET ?
      ) page
      INNER JOIN consultants c ON c.id = page.id INNER JOIN users u ON u.id = c.userId ${RATING_JOIN}
      ORDER BY ${outerOrder}`;
    return this.dataSource.query(sql, [...where.params, limit, offset]);
  }

  /**
   * The rows of a page the search index picked, in its order: a primary-key read of at most a page. Approval is
   * asked again, so an index a moment behind can never show a withdrawn profile (at worst the page is one short).
   */
  async pageByIds(ids: readonly number[]): Promise<DirectoryRow[]> {
    if (ids.length === 0) return [];
    const rows: DirectoryRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM consultants c INNER JOIN users u ON u.id = c.userId ${RATING_JOIN} WHERE c.id IN (${ids.map(() => '?').join(', ')}) AND c.isApproved = 1`,
      [...ids],
    );
    const byId = new Map(rows.map((row) => [Number(row.id), row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async count(filter: DirectoryFilter): Promise<number> {
    const where = this.where(filter);
    const rows: Array<{ total: number | string }> = await this.dataSource.query(`SELECT COUNT(*) AS total FROM consultants c WHERE ${where.sql}`, where.params);
    return Number(rows[0]?.total ?? 0);
  }

  async findApproved(id: number): Promise<DirectoryRow | null> {
    const rows: DirectoryRow[] = await this.dataSource.query(`SELECT ${COLUMNS} FROM consultants c INNER JOIN users u ON u.id = c.userId ${RATING_JOIN} WHERE c.id = ? AND c.isApproved = 1`, [id]);
    return rows[0] ?? null;
  }

  /** Ids of the approved profiles, lowest first, read from the directory index (isApproved leads it). */
  async approvedIds(limit: number): Promise<number[]> {
    const rows: Array<{ id: number }> = await this.dataSource.query('SELECT c.id FROM consultants c WHERE c.isApproved = 1 ORDER BY c.id LIMIT ?', [limit]);
    return rows.map((row) => Number(row.id));
  }

  private where(filter: DirectoryFilter): { sql: string; params: unknown[] } {
    const clauses = ['c.isApproved = 1'];
    const params: unknown[] = [];
    if (filter.words.length > 0) {
      if (this.dialect.isMysql) {
        clauses.push('MATCH(c.searchDocument) AGAINST (? IN BOOLEAN MODE)');
        params.push(booleanModeQuery(filter.words));
      } else {
        clauses.push('c.id IN (SELECT rowid FROM consultants_fts WHERE consultants_fts MATCH ?)');
        params.push(fts5Query(filter.words));
      }
    }
    if (filter.expertiseMask !== 0) {
      clauses.push('(c.expertiseMask & ?) <> 0');
      params.push(filter.expertiseMask);
    }
    if (filter.available !== undefined) {
      clauses.push(filter.available ? AVAILABLE_NOW : `NOT ${AVAILABLE_NOW}`);
      params.push(this.dialect.param(filter.freshSince));
    }
    return { sql: clauses.join(' AND '), params };
  }
}
