/**
 * Totals kept for a short time, shared by every visitor of this process. An unsearched directory count reads
 * every approved row's index entry (tens of milliseconds at 100,000 consultants), while the answer changes
 * only when a profile does; a few seconds of lag in '{n} consultants found' is the price.
 */
export class ExpiringCounts {
  private readonly entries = new Map<string, { value: number; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get(key: string, nowMs: number): number | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > nowMs) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, value: number, nowMs: number): void {
    this.entries.delete(key);
    // Oldest first in a Map: a flood of distinct keys pushes out the oldest, memory stays bounded.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { value, expiresAt: nowMs + this.ttlMs });
  }
}
