import { Inject, Injectable } from '@nestjs/common';

import { Clock, CLOCK } from '../../../config/clock';
import { AdminSortKey, EXPERTISE_KEYS, EXPERTISE_LABELS, StaleAvailabilityPage, UNMET_DEMAND_TOP_SEARCHES, UnmetDemandReport } from '../../../contracts';
import { PageRequest, pageOffset, SortRequest } from '../../../kernel/page-request';
import { freshnessCutoff } from '../domain/availability-freshness';
import { AvailabilityRepository } from '../infrastructure/availability.repository';
import { UnmetSearchRepository } from '../infrastructure/unmet-search.repository';
import { toStaleEntry } from './stale-availability.mapper';

/** What the admin reports read from the consultants module (D15 stale list, unmet directory searches). */
@Injectable()
export class ConsultantReportsService {
  constructor(
    private readonly availability: AvailabilityRepository,
    private readonly unmetSearchLog: UnmetSearchRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Two statements (the capped count, the page): by number near the start or by cursor at any depth (issue 22). */
  async staleAvailability(request: PageRequest<AdminSortKey<'staleAvailability'>>): Promise<StaleAvailabilityPage> {
    const now = this.clock.now();
    const slice = { offset: pageOffset(request), limit: request.pageSize, cursor: request.cursor, sort: request.sort };
    const { rows, byCursor, ...paging } = await this.availability.stalePage(freshnessCutoff(now), slice);
    return { data: rows.map((row) => toStaleEntry(row, now)), ...paging, page: byCursor ? null : request.page, pageSize: request.pageSize };
  }

  /** Every stale profile in the asked order, read in keyset batches (the CSV export: no cap, flat memory). */
  async *staleAvailabilityRows(sort?: SortRequest<AdminSortKey<'staleAvailability'>>): AsyncGenerator<StaleAvailabilityPage['data'][number]> {
    const now = this.clock.now();
    for await (const row of this.availability.staleRows(freshnessCutoff(now), sort)) yield toStaleEntry(row, now);
  }

  /** Two statements: counts per expertise key in one, the most frequent search texts in the other. */
  async unmetSearches(since: Date): Promise<UnmetDemandReport['searches']> {
    const [counts, bySearchText] = await Promise.all([this.unmetSearchLog.countsByBit(since, EXPERTISE_KEYS.length), this.unmetSearchLog.topSearchTexts(since, UNMET_DEMAND_TOP_SEARCHES)]);
    const byExpertise = EXPERTISE_KEYS.map((expertise, bit) => ({ expertise, label: EXPERTISE_LABELS[expertise], count: counts.perBit[bit] }))
      .filter((entry) => entry.count > 0)
      .sort((a, b) => b.count - a.count);
    return { total: counts.total, byExpertise, bySearchText };
  }
}

