import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { SqlDialect } from '../../../database/sql-dialect';
import { charityNeedCounts, PrimaryNeedCount } from '../infrastructure/waiting-list-demand.query';

export type { PrimaryNeedCount };

/** What other modules may read of the waiting lists: counts only, never a name or an address. */
@Injectable()
export class WaitingListDemandService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly dialect: SqlDialect,
  ) {}

  /** One statement over the createdAt index. */
  charityNeedsSince(since: Date): Promise<PrimaryNeedCount[]> {
    return charityNeedCounts(this.dataSource, this.dialect.param(since));
  }
}
