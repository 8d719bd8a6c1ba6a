import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';

import { rootLogger } from '../../../common/logging/logger';
import { Clock, CLOCK } from '../../../config/clock';
import { newDailySalt, utcDay, viewerKey } from '../domain/viewer-key';
import { OutcomeEventRepository } from '../infrastructure/outcome-event.repository';

/** Who looked, as far as de-duplication needs it; neither value is stored. */
export interface ProfileViewer {
  ip: string | null;
  userAgent: string | null;
}

export interface PublishedReview {
  projectId: number;
  /** consultants.id of the reviewed consultant. */
  consultantId: number;
  /** The review's score: the mean of its three ratings, 1–5 (D18). */
  score: number;
}

const SEARCH_FLUSH_MS = 5_000;
const SEARCH_BATCH_MAX = 500;

/**
 * Records the funnel's steps that no other table keeps (issue 18): directory searches, profile views and published
 * reviews. Searches and views are counted on the visitor's request, so a failure is logged and never costs them
 * their page; a review is recorded in the reviews module's transaction and fails with it.
 */
@Injectable()
export class OutcomeEventsService implements OnModuleDestroy {
  /** The day's salt, read once per day per instance (the table makes every instance agree on it). */
  private salt: { day: string; value: string } | null = null;

  constructor(
    private readonly events: OutcomeEventRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Searches not yet written, with the time each was made. */
  private pendingSearches: Date[] = [];
  private flushTimer: NodeJS.Timeout | undefined;

  /**
   * Counted in memory and written in one statement every few seconds (issue 22): a write per first page was the
   * directory's costliest statement, and on SQLite its commit held the event loop. The price: a crash loses at most
   * the last SEARCH_FLUSH_MS of searches, and another instance's report sees them that much later.
   */
  async recordDirectorySearch(): Promise<void> {
    this.pendingSearches.push(this.clock.now());
    if (this.pendingSearches.length >= SEARCH_BATCH_MAX) return this.flushSearches();
    this.flushTimer ??= setTimeout(() => void this.flushSearches(), SEARCH_FLUSH_MS).unref();
  }

  /** Writes the searches counted so far; the report calls it first, so this instance's count is complete. */
  async flushSearches(): Promise<void> {
    clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    const batch = this.pendingSearches;
    if (batch.length === 0) return;
    this.pendingSearches = [];
    await this.quietly('directory searches', () => this.events.insertSearches(batch));
  }

  async onModuleDestroy(): Promise<void> {
    await this.flushSearches();
  }

  /** Counted once per visitor, consultant and UTC day. */
  async recordProfileView(consultantId: number, viewer: ProfileViewer): Promise<void> {
    await this.quietly('a profile view', async () => {
      const now = this.clock.now();
      const salt = await this.saltOf(utcDay(now));
      await this.events.insertView(consultantId, viewerKey(salt, consultantId, viewer), now);
    });
  }

  /** For the reviews module (D18), once per review when it is published; joins the caller's transaction. */
  async recordReviewPublished(review: PublishedReview): Promise<void> {
    await this.events.insert({ kind: 'review_published', projectId: review.projectId, consultantId: review.consultantId, score: review.score, occurredAt: this.clock.now() });
  }

  private async saltOf(day: string): Promise<string> {
    if (this.salt?.day !== day) this.salt = { day, value: await this.events.saltOf(day, newDailySalt()) };
    return this.salt.value;
  }

  private async quietly(what: string, record: () => Promise<void>): Promise<void> {
    try {
      await record();
    } catch (error) {
      rootLogger().warn({ err: error }, `could not record ${what} for the outcomes funnel`);
    }
  }
}
