import { Inject, Injectable } from '@nestjs/common';

import { NotFoundError } from '../../../kernel/domain-errors';
import { Clock, CLOCK } from '../../../config/clock';
import { DIRECTORY_MESSAGES, DIRECTORY_PAGE_SIZE_DEFAULT, DirectoryConsultant, DirectoryPage } from '../../../contracts';
import { freshnessCutoff } from '../domain/availability-freshness';
import { expertiseMask, searchWords } from '../domain/directory-search';
import { DirectoryRepository } from '../infrastructure/directory.repository';
import { toDirectoryConsultant } from './directory-entry.mapper';

export interface DirectoryQuery {
  search?: string;
  expertise?: string[];
  available?: boolean;
  page?: number;
  pageSize?: number;
}

/** The public directory and profile (spec 000 §2, DECISIONS D4, D15). Reads only: no transaction. */
@Injectable()
export class ConsultantDirectoryService {
  constructor(
    private readonly directory: DirectoryRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async list(query: DirectoryQuery): Promise<DirectoryPage> {
    const now = this.clock.now();
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DIRECTORY_PAGE_SIZE_DEFAULT;
    const filter = { words: searchWords(query.search), expertiseMask: expertiseMask(query.expertise ?? []), available: query.available, freshSince: freshnessCutoff(now) };
    const [rows, total] = await Promise.all([this.directory.page(filter, (page - 1) * pageSize, pageSize), this.directory.count(filter)]);
    return { data: rows.map((row) => toDirectoryConsultant(row, now)), total, page, pageSize };
  }

  /** Every public profile's id (at most `limit`), for the sitemap. */
  approvedIds(limit: number): Promise<number[]> {
    return this.directory.approvedIds(limit);
  }

  /** Unknown and unapproved answer alike, so the profile page cannot probe who applied. */
  async findOne(id: number): Promise<DirectoryConsultant> {
    const row = await this.directory.findApproved(id);
    if (!row) throw new NotFoundError(DIRECTORY_MESSAGES.consultantNotFound);
    return toDirectoryConsultant(row, this.clock.now());
  }
}
