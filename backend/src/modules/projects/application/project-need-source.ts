import { Injectable, OnModuleInit } from '@nestjs/common';

import type { NeedState } from '../../../contracts';
import { NeedSourceHandler, NeedSourcesRegistry } from '../../matching';
import { ChangeProjectStatusService } from './change-project-status.service';

/**
 * What a project need's moves mean for the project (issue 17): an accepted match assigns the consultant (D8).
 * Other moves leave the project as it is; its own status moves are D8's.
 */
@Injectable()
export class ProjectNeedSource implements NeedSourceHandler, OnModuleInit {
  constructor(
    private readonly registry: NeedSourcesRegistry,
    private readonly statuses: ChangeProjectStatusService,
  ) {}

  onModuleInit(): void {
    this.registry.register(['project'], this);
  }

  async needMoved(_projectId: number, _to: NeedState): Promise<void> {}

  consultantAccepted(projectId: number, consultantId: number, actorUserId: number): Promise<void> {
    return this.statuses.assignFromMatch(projectId, consultantId, actorUserId);
  }
}
