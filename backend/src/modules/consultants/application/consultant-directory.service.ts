import { Inject, Injectable } from '@nestjs/common';

import { rootLogger } from '../../../common/logging/logger';
import { NotFoundError } from '../../../kernel/domain-errors';
import { Clock, CLOCK } from '../../../config/clock';
import { DIRECTORY_MESSAGES, DIRECTORY_PAGE_SIZE_DEFAULT, ConsultantProfile, DirectoryPage, DirectorySort } from '../../../contracts';
import { OutcomeEventsService, ProfileViewer } from '../../outcomes';
import { ConsultantReviewsService } from '../../reviews';
import { freshnessCutoff } from '../domain/availability-freshness';
import { expertiseMask, searchWords } from '../domain/directory-search';
import { ExpiringCounts } from '../domain/expiring-counts';
import { DirectorySearchIndex } from '../infrastructure/directory-search-index';
import { DirectoryFilter, DirectoryRepository, DirectoryRow } from '../infrastructure/directory.repository';
import { UnmetSearchRepository } from '../infrastructure/unmet-search.repository';
import { toDirectoryConsultant } from './directory-entry.mapper';

export interface DirectoryQuery {
  search?: string;
  expertise?: string[];
  available?: boolean;
  page?: number;
  pageSize?: number;
  sort?: DirectorySort;
}

/** Unsearched totals (per expertise and availability filter) are reused this long; see ExpiringCounts. */
const UNSEARCHED_TOTAL_TTL_MS = 10_000;

/** The public directory and profile (spec 000 §2, DECISIONS D4, D15). Reads only: no transaction. */
@Injectable()
export class ConsultantDirectoryService {
  private readonly totals = new ExpiringCounts(UNSEARCHED_TOTAL_TTL_MS, 1024);

  constructor(
    private readonly directory: DirectoryRepository,
    private readonly searchIndex: DirectorySearchIndex,
    private readonly unmetSearches: UnmetSearchRepository,
    private readonly outcomes: OutcomeEventsService,
    private readonly reviews: ConsultantReviewsService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async list(query: DirectoryQuery): Promise<DirectoryPage> {
    const now = this.clock.now();
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DIRECTORY_PAGE_SIZE_DEFAULT;
    const offset = (page - 1) * pageSize;
    const filter = { words: searchWords(query.search), expertiseMask: expertiseMask(query.expertise ?? []), available: query.available, freshSince: freshnessCutoff(now) };
    const order = query.sort ?? 'default';
    const [rows, total] =
      order === 'default'
        ? await this.indexedPage(filter, offset, pageSize)
        : filter.words.length > 0
          ? await this.searchedPage(filter, offset, pageSize, order)
          : await Promise.all([this.directory.page(filter, offset, pageSize, false, order), this.unsearchedTotal(filter, now)]);
    if (total === 0 && (filter.words.length > 0 || filter.expertiseMask !== 0)) await this.recordUnmet(filter.words, filter.expertiseMask, now);
    // The funnel's first step (issue 18): a search is its first page; paging on is the same search. Never fails the page.
    if (page === 1) await this.outcomes.recordDirectorySearch();
    return { data: rows.map((row) => toDirectoryConsultant(row, now)), total, page, pageSize };
  }

  /** Every public profile's id (at most `limit`), for the sitemap. */
  approvedIds(limit: number): Promise<number[]> {
    return this.directory.approvedIds(limit);
  }

  /**
   * The default order, searched or not (issue 22): the in-process index picks the page and counts the matches, the
   * database reads the page's rows by id. Two statements: the index's look for changes and the page.
   */
  private async indexedPage(filter: DirectoryFilter, offset: number, pageSize: number): Promise<[DirectoryRow[], number]> {
    const picked = await this.searchIndex.search({ words: filter.words, expertiseMask: filter.expertiseMask, available: filter.available, freshSinceMs: filter.freshSince.getTime() }, offset, pageSize);
    return [await this.directory.pageByIds(picked.ids), picked.total];
  }

  /** By rating (the reviews' aggregate is not in the index): one statement with its window count; a page past the end counts on its own. */
  private async searchedPage(filter: DirectoryFilter, offset: number, pageSize: number, order: DirectorySort): Promise<[DirectoryRow[], number]> {
    const rows = await this.directory.page(filter, offset, pageSize, true, order);
    if (rows.length > 0) return [rows, Number(rows[0].total)];
    return [rows, offset === 0 ? 0 : await this.directory.count(filter)];
  }

  private async unsearchedTotal(filter: DirectoryFilter, now: Date): Promise<number> {
    const key = `${filter.expertiseMask}|${filter.available ?? ''}`;
    const cached = this.totals.get(key, now.getTime());
    if (cached !== undefined) return cached;
    const total = await this.directory.count(filter);
    this.totals.set(key, total, now.getTime());
    return total;
  }

  /**
   * Unmet demand (issue 7): what was asked for and when, nothing about who. The third statement of the request;
   * a failure here must not cost the visitor their (empty) answer.
   */
  private async recordUnmet(words: string[], mask: number, now: Date): Promise<void> {
    try {
      await this.unmetSearches.record(words.join(' '), mask, now);
    } catch (error) {
      rootLogger().warn({ err: error }, 'could not record an unmet directory search');
    }
  }

  /** Unknown and unapproved answer alike, so the profile page cannot probe who applied. */
  /** With the latest published reviews and the published case studies (issue 18); the rating is the stored one. */
  async findOne(id: number, viewer?: ProfileViewer): Promise<ConsultantProfile> {
    const row = await this.directory.findApproved(id);
    if (!row) throw new NotFoundError(DIRECTORY_MESSAGES.consultantNotFound);
    // A visitor's view counts in the funnel (issue 18), once a day per visitor; internal reads pass no viewer.
    if (viewer) await this.outcomes.recordProfileView(id, viewer);
    const { reviews, caseStudies } = await this.reviews.profileExtras(id);
    return { ...toDirectoryConsultant(row, this.clock.now()), reviews, caseStudies };
  }
}
