import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { rootLogger } from '../../../common/logging/logger';
import { rawBool, rawDate } from '../../../database/raw-values';
import { SqlDialect } from '../../../database/sql-dialect';
import { DirectoryIndex, IndexedConsultant, IndexPage, IndexQuery } from '../domain/directory-index';

interface ChangedRow {
  id: number;
  isApproved: number | boolean;
  isFeatured: number | boolean;
  availableNow: number | boolean;
  availability: number | boolean;
  availabilityConfirmedAt: Date | string | null;
  expertiseMask: number | string;
  searchDocument: string | null;
  changedAt: string;
}

/** A change committed this long after its marker was set (a long transaction, another node's clock) is still seen. */
const LATE_COMMIT_MS = 30_000;
/** How often a search also looks back over that window; the other looks only ask for markers past the newest seen. */
const LOOK_BACK_EVERY_MS = 5_000;

/**
 * The directory's in-process index (domain/directory-index.ts) kept in step with `consultants` on every instance
 * (issue 22): loaded at the first search, then before each search it reads the rows whose change marker
 * (`directoryChangedAt`, set by the database on any write, migration 1798500000000) is past the newest it has
 * seen: an indexed range that is empty unless something changed, so a change made through any instance is in the
 * next search anywhere. Every few seconds the look also reaches back over LATE_COMMIT_MS, for transactions that
 * committed after a later marker was already seen (and a change in the very millisecond of the newest marker):
 * those are in within LOOK_BACK_EVERY_MS. Concurrent searches share one look. Rows are never deleted by the app
 * (erasure anonymises); one deleted by hand stays out of pages (they are read by id) but in totals until a restart.
 */
@Injectable()
export class DirectorySearchIndex implements OnApplicationBootstrap {
  private readonly index = new DirectoryIndex();
  private loaded = false;
  /** Before any marker: an empty table at load still gives a valid datetime to compare with. */
  private newestSeen = '1970-01-01 00:00:00.000';
  private lookedBackAt = 0;
  private running?: Promise<void>;
  private queued?: Promise<void>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly dialect: SqlDialect,
  ) {}

  /** Loaded before the app listens, so no visitor's search waits for it; if the database is not there yet, the first search loads it. */
  async onApplicationBootstrap(): Promise<void> {
    try {
      await this.catchUp();
    } catch (error) {
      rootLogger().warn({ err: error }, 'the directory search index could not be loaded at start; the first search will');
    }
  }

  /** Ids of a page in the directory's default order and the number of matches, as of this moment. */
  async search(query: IndexQuery, offset: number, limit: number): Promise<IndexPage> {
    await this.catchUp();
    return this.index.search(query, offset, limit);
  }

  /** Consultants held (the benchmark's memory figure is per this many). */
  get size(): number {
    return this.index.size;
  }

  /**
   * One look at a time: a search arriving during a look waits for the next one, which starts after it arrived, so
   * it sees every change committed before it.
   */
  private catchUp(): Promise<void> {
    if (!this.running) {
      this.running = this.look().finally(() => (this.running = undefined));
      return this.running;
    }
    // A failed look fails its own searches only: the next one still starts after it.
    this.queued ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.queued = undefined;
        return this.catchUp();
      });
    return this.queued;
  }

  private async look(): Promise<void> {
    if (!this.loaded) {
      const rows = await this.changed('all');
      this.index.replaceAll(rows.map(toIndexed));
      this.loaded = true;
      this.lookedBackAt = Date.now();
      this.noteNewest(rows);
      rootLogger().info({ consultants: this.index.size }, 'directory search index loaded');
      return;
    }
    const lookBack = Date.now() - this.lookedBackAt >= LOOK_BACK_EVERY_MS;
    const rows = await this.changed(lookBack ? 'since-newest-and-window' : 'since-newest');
    for (const row of rows) this.index.upsert(toIndexed(row));
    if (lookBack) this.lookedBackAt = Date.now();
    this.noteNewest(rows);
  }

  private noteNewest(rows: ChangedRow[]): void {
    for (const row of rows) if (row.changedAt > this.newestSeen) this.newestSeen = row.changedAt;
  }

  /**
   * Markers past the newest seen (strictly: one statement's rows share a marker, and a bulk update must not be read
   * again by every search), or also the look-back window, which catches late commits and a second change within the
   * newest millisecond.
   */
  private changed(which: 'all' | 'since-newest' | 'since-newest-and-window'): Promise<ChangedRow[]> {
    const mysql = this.dialect.isMysql;
    const changedAt = mysql ? "DATE_FORMAT(c.directoryChangedAt, '%Y-%m-%d %H:%i:%s.%f')" : 'c.directoryChangedAt';
    const window = mysql ? `NOW(3) - INTERVAL ${LATE_COMMIT_MS / 1000} SECOND` : `strftime('%Y-%m-%d %H:%M:%f', 'now', '-${LATE_COMMIT_MS / 1000} seconds')`;
    const condition = { all: '', 'since-newest': 'WHERE c.directoryChangedAt > ?', 'since-newest-and-window': `WHERE c.directoryChangedAt > ? OR c.directoryChangedAt >= ${window}` }[which];
    return this.dataSource.query(
      `SELECT c.id, c.isApproved, c.isFeatured, c.availableNow, c.availability, c.availabilityConfirmedAt, c.expertiseMask, c.searchDocument, ${changedAt} AS changedAt FROM consultants c ${condition}`,
      which === 'all' ? [] : [this.newestSeen],
    );
  }
}

function toIndexed(row: ChangedRow): IndexedConsultant {
  return {
    id: Number(row.id),
    approved: rawBool(row.isApproved),
    featured: rawBool(row.isFeatured),
    availableNow: rawBool(row.availableNow),
    availability: rawBool(row.availability),
    confirmedAtMs: rawDate(row.availabilityConfirmedAt)?.getTime() ?? null,
    expertiseMask: Number(row.expertiseMask),
    document: row.searchDocument ?? '',
  };
}
