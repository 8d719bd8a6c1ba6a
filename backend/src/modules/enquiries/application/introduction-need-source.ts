import { Injectable, OnModuleInit } from '@nestjs/common';

import type { NeedState } from '../../../contracts';
import { NeedSourceHandler, NeedSourcesRegistry } from '../../matching';
import { IntroductionWorkService } from './introduction-work.service';

/** Keeps an introduction request's status true to its need (issue 17); get-matched enquiries have no status. */
@Injectable()
export class IntroductionNeedSource implements NeedSourceHandler, OnModuleInit {
  constructor(
    private readonly registry: NeedSourcesRegistry,
    private readonly work: IntroductionWorkService,
  ) {}

  onModuleInit(): void {
    this.registry.register(['introduction'], this);
  }

  needMoved(introductionRequestId: number, to: NeedState, actorUserId: number | null): Promise<void> {
    return this.work.mirrorNeed(introductionRequestId, to, actorUserId);
  }

  /** The introduction mail itself is matching's; the status follows through needMoved. */
  async consultantAccepted(): Promise<void> {}
}
