import { Inject, Injectable } from '@nestjs/common';

import { Clock, CLOCK } from '../../../config/clock';
import type { UnmetDemandReport } from '../../../contracts';
import { ConsultantReportsService } from '../../consultants';
import { WaitingListDemandService } from '../../enquiries';
import { groupNeedsByExpertise } from '../domain/demand-grouping';
import { DAY_MS } from '../../../kernel/durations';

/**
 * What charities asked for and did not find (issue 7): zero-result directory searches beside the charity
 * waiting list, over the same window. Three statements, run in parallel.
 */
@Injectable()
export class UnmetDemandReportService {
  constructor(
    private readonly consultantReports: ConsultantReportsService,
    private readonly waitingList: WaitingListDemandService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async report(days: number): Promise<UnmetDemandReport> {
    const since = new Date(this.clock.now().getTime() - days * DAY_MS);
    const [searches, needs] = await Promise.all([this.consultantReports.unmetSearches(since), this.waitingList.charityNeedsSince(since)]);
    return {
      days,
      since: since.toISOString(),
      searches,
      waitingList: { total: needs.reduce((sum, need) => sum + need.count, 0), byExpertise: groupNeedsByExpertise(needs) },
    };
  }
}
