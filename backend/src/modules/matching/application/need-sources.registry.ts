import { Injectable } from '@nestjs/common';

import type { NeedKind, NeedState } from '../../../contracts';

/**
 * What a module that feeds needs does when its need moves (issue 17). Projects and enquiries register one
 * at start-up, so matching reaches them without importing them (they import matching: no cycle). Both
 * calls run inside matching's transaction.
 */
export interface NeedSourceHandler {
  /** Keep the source row consistent with the need's new state (e.g. an introduction request's status). */
  needMoved(sourceId: number, to: NeedState, actorUserId: number | null): Promise<void>;
  /** The chosen consultant accepted: a project is assigned to them (D8). */
  consultantAccepted(sourceId: number, consultantId: number, actorUserId: number): Promise<void>;
}

@Injectable()
export class NeedSourcesRegistry {
  private readonly handlers = new Map<NeedKind, NeedSourceHandler>();

  register(kinds: readonly NeedKind[], handler: NeedSourceHandler): void {
    for (const kind of kinds) this.handlers.set(kind, handler);
  }

  handlerFor(kind: NeedKind): NeedSourceHandler | null {
    return this.handlers.get(kind) ?? null;
  }
}
