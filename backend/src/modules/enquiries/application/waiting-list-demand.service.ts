import { Injectable } from '@nestjs/common';

import { PrimaryNeedCount, WaitingListRepository } from '../infrastructure/waiting-list.repository';

export type { PrimaryNeedCount };

/** What other modules may read of the waiting lists: counts only, never a name or an address. */
@Injectable()
export class WaitingListDemandService {
  constructor(private readonly waitingLists: WaitingListRepository) {}

  /** One statement over the createdAt index. */
  charityNeedsSince(since: Date): Promise<PrimaryNeedCount[]> {
    return this.waitingLists.charityNeedCountsSince(since);
  }
}
