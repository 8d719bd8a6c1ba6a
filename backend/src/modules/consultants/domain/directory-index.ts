/**
 * The directory's in-process search index (issue 22, decision 22-directory-search): every consultant's public
 * search text as word → consultants postings, and the few columns the directory filters and orders on, in typed
 * arrays. A page is then picked in memory (well under a millisecond at 100,000 consultants) and the database only
 * reads that page's rows by primary key. Pure: the infrastructure keeps it in step with the table.
 */

/** One consultant as the index holds it. */
export interface IndexedConsultant {
  id: number;
  approved: boolean;
  featured: boolean;
  /** The stored availableNow (D15) the default order ranks by. */
  availableNow: boolean;
  availability: boolean;
  confirmedAtMs: number | null;
  expertiseMask: number;
  document: string;
}

export interface IndexQuery {
  /** Words as searchWords gives them (lower case, no operators); each must start a word of the document. */
  words: readonly string[];
  expertiseMask: number;
  /** true: available and confirmed at or after freshSinceMs; false: everyone else (as the SQL's AVAILABLE_NOW). */
  available?: boolean;
  freshSinceMs: number;
}

export interface IndexPage {
  ids: number[];
  total: number;
}

/** Above any id: ranks are (featured, availableNow) as 0–3 in the high part of one sortable number. */
const RANK_UNIT = 2 ** 31;
/** searchWords keeps at most 8 words; one stamp value per word reached, per search. */
const STAMPS_PER_SEARCH = 9;

/** Accents off, lower case: InnoDB's utf8mb4_unicode_ci and FTS5's remove_diacritics match "café" for "cafe". */
const foldWord = (word: string): string => word.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();

/** The distinct words of a search document: runs of letters and digits, folded (the engines' tokenisers alike). */
export function indexTerms(document: string): string[] {
  return [...new Set(foldWord(document).split(/[^\p{L}\p{N}]+/u).filter((term) => term !== ''))];
}

const rankKey = (entry: IndexedConsultant): number => ((entry.featured ? 2 : 0) + (entry.availableNow ? 1 : 0)) * RANK_UNIT + entry.id;

/** The first position in a sorted list whose value is not below `value`. */
function lowerBound<T>(sorted: ArrayLike<T>, value: T, length = sorted.length): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle] < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

export class DirectoryIndex {
  private readonly slotOf = new Map<number, number>();
  private readonly freeSlots: number[] = [];
  private entries: Array<IndexedConsultant | undefined> = [];
  private expertiseMasks = new Int32Array(0);
  private flags = new Uint8Array(0);
  private confirmedAt = new Float64Array(0);
  private rankKeys = new Float64Array(0);
  private stamps = new Uint32Array(0);
  private generation = 0;
  private readonly postings = new Map<string, number[]>();
  /** Every term, sorted, for prefix ranges. */
  private vocabulary: string[] = [];
  /** The approved, in the directory's order (rank keys ascending: read from the end), and their slots alike. */
  private orderKeys = new Float64Array(0);
  private orderSlots = new Int32Array(0);
  private orderLength = 0;
  /** Unsearched totals by expertise mask, emptied by every change. */
  private readonly totals = new Map<number, number>();

  get size(): number {
    return this.slotOf.size;
  }

  /** Everything at once (the first load): the vocabulary and the order are sorted once, not per entry. */
  replaceAll(entries: Iterable<IndexedConsultant>): void {
    this.totals.clear();
    this.slotOf.clear();
    this.freeSlots.length = 0;
    this.postings.clear();
    this.entries = [];
    this.orderLength = 0;
    const list = [...entries];
    this.ensureCapacity(list.length);
    for (const entry of list) this.place(entry, false);
    this.vocabulary = [...this.postings.keys()].sort();
    const approved = list.filter((entry) => entry.approved).map((entry) => ({ key: rankKey(entry), slot: this.slotOf.get(entry.id)! }));
    approved.sort((a, b) => a.key - b.key);
    this.ensureOrderCapacity(approved.length);
    approved.forEach(({ key, slot }, position) => {
      this.orderKeys[position] = key;
      this.orderSlots[position] = slot;
    });
    this.orderLength = approved.length;
  }

  /** One consultant added or changed; an unchanged one costs a comparison. */
  upsert(entry: IndexedConsultant): void {
    const slot = this.slotOf.get(entry.id);
    if (slot !== undefined) {
      const current = this.entries[slot]!;
      if (sameEntry(current, entry)) return;
      this.remove(entry.id);
    }
    this.ensureCapacity(this.slotOf.size + 1);
    this.place(entry, true);
  }

  remove(id: number): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    const entry = this.entries[slot]!;
    this.totals.clear();
    if (entry.approved) this.removeFromOrder(rankKey(entry));
    // The terms are worked out again rather than kept: 12 MB less at 100,000 consultants, and changes are rare.
    for (const term of indexTerms(entry.document)) {
      const list = this.postings.get(term)!;
      const at = list.indexOf(slot);
      if (at >= 0) list.splice(at, 1);
      if (list.length === 0) {
        this.postings.delete(term);
        this.vocabulary.splice(lowerBound(this.vocabulary, term), 1);
      }
    }
    this.entries[slot] = undefined;
    this.flags[slot] = 0;
    this.slotOf.delete(id);
    this.freeSlots.push(slot);
  }

  /** A page of approved consultants in the directory's order (featured, available now, newest) and how many match. */
  search(query: IndexQuery, offset: number, limit: number): IndexPage {
    return query.words.length === 0 ? this.browse(query, offset, limit) : this.find(query, offset, limit);
  }

  /**
   * Unsearched: walk the order from the top until the page is full. The total is a pass over the approved's typed
   * arrays, kept per expertise filter until the index changes (exact, unlike a cache with a lifetime); the
   * availability filter moves with the clock, so it is counted each time.
   */
  private browse(query: IndexQuery, offset: number, limit: number): IndexPage {
    const ids: number[] = [];
    let passed = 0;
    for (let position = this.orderLength - 1; position >= 0 && ids.length < limit; position -= 1) {
      if (!this.passes(this.orderSlots[position], query)) continue;
      if (passed >= offset) ids.push(this.orderKeys[position] % RANK_UNIT);
      passed += 1;
    }
    return { ids, total: this.browseTotal(query) };
  }

  private browseTotal(query: IndexQuery): number {
    const key = query.available === undefined ? query.expertiseMask : undefined;
    const cached = key === undefined ? undefined : this.totals.get(key);
    if (cached !== undefined) return cached;
    let total = 0;
    for (let position = 0; position < this.orderLength; position += 1) if (this.passes(this.orderSlots[position], query)) total += 1;
    if (key !== undefined) this.totals.set(key, total);
    return total;
  }

  /**
   * Searched: every word must start a term of the document. Words are taken rarest first; a slot's stamp counts the
   * words it has reached in this search, so no set is built or cleared, and the last word collects the matches.
   */
  private find(query: IndexQuery, offset: number, limit: number): IndexPage {
    const lists = query.words.map((word) => this.postingsWithPrefix(foldWord(word)));
    const sizes = lists.map((group) => group.reduce((sum, list) => sum + list.length, 0));
    if (sizes.some((size) => size === 0)) return { ids: [], total: 0 };
    const byRarity = lists.map((group, i) => ({ group, size: sizes[i] })).sort((a, b) => a.size - b.size);
    const base = this.nextStampBase();
    const stamps = this.stamps;
    const last = byRarity.length - 1;
    const matched: number[] = [];
    byRarity.forEach(({ group }, word) => {
      for (const list of group) {
        for (const slot of list) {
          if (word === 0 ? stamps[slot] > base : stamps[slot] !== base + word) continue;
          stamps[slot] = base + word + 1;
          if (word === last && this.flags[slot] & APPROVED && this.passes(slot, query)) matched.push(slot);
        }
      }
    });
    const ids: number[] = [];
    if (matched.length * 8 > this.orderLength) {
      // Many matches (a common word): walking the order for the page is cheaper than sorting them all.
      const complete = base + last + 1;
      let passed = 0;
      for (let position = this.orderLength - 1; position >= 0 && ids.length < limit; position -= 1) {
        const slot = this.orderSlots[position];
        if (stamps[slot] !== complete || !this.passes(slot, query)) continue;
        if (passed >= offset) ids.push(this.orderKeys[position] % RANK_UNIT);
        passed += 1;
      }
      return { ids, total: matched.length };
    }
    const sorted = Float64Array.from(matched, (slot) => this.rankKeys[slot]).sort();
    for (let position = sorted.length - 1 - offset; position >= 0 && ids.length < limit; position -= 1) ids.push(sorted[position] % RANK_UNIT);
    return { ids, total: sorted.length };
  }

  private passes(slot: number, query: IndexQuery): boolean {
    if (query.expertiseMask !== 0 && (this.expertiseMasks[slot] & query.expertiseMask) === 0) return false;
    if (query.available === undefined) return true;
    const availableNow = (this.flags[slot] & AVAILABILITY) !== 0 && this.confirmedAt[slot] >= query.freshSinceMs;
    return availableNow === query.available;
  }

  private postingsWithPrefix(prefix: string): number[][] {
    const found: number[][] = [];
    for (let i = lowerBound(this.vocabulary, prefix); i < this.vocabulary.length && this.vocabulary[i].startsWith(prefix); i += 1) found.push(this.postings.get(this.vocabulary[i])!);
    return found;
  }

  /** Stamps only grow within a search; before they would overflow, all are cleared once. */
  private nextStampBase(): number {
    this.generation += 1;
    if ((this.generation + 1) * STAMPS_PER_SEARCH >= 0xffffffff) {
      this.stamps.fill(0);
      this.generation = 1;
    }
    return this.generation * STAMPS_PER_SEARCH;
  }

  private place(entry: IndexedConsultant, sortedInsert: boolean): void {
    this.totals.clear();
    const slot = this.freeSlots.pop() ?? this.slotOf.size;
    this.slotOf.set(entry.id, slot);
    this.entries[slot] = entry;
    this.expertiseMasks[slot] = entry.expertiseMask;
    this.flags[slot] = (entry.approved ? APPROVED : 0) | (entry.availability ? AVAILABILITY : 0);
    this.confirmedAt[slot] = entry.confirmedAtMs ?? Number.NEGATIVE_INFINITY;
    this.rankKeys[slot] = rankKey(entry);
    for (const term of indexTerms(entry.document)) {
      const list = this.postings.get(term);
      if (list) list.push(slot);
      else {
        this.postings.set(term, [slot]);
        if (sortedInsert) this.vocabulary.splice(lowerBound(this.vocabulary, term), 0, term);
      }
    }
    if (sortedInsert && entry.approved) this.insertIntoOrder(rankKey(entry), slot);
  }

  private insertIntoOrder(key: number, slot: number): void {
    this.ensureOrderCapacity(this.orderLength + 1);
    const at = lowerBound(this.orderKeys, key, this.orderLength);
    this.orderKeys.copyWithin(at + 1, at, this.orderLength);
    this.orderSlots.copyWithin(at + 1, at, this.orderLength);
    this.orderKeys[at] = key;
    this.orderSlots[at] = slot;
    this.orderLength += 1;
  }

  private removeFromOrder(key: number): void {
    const at = lowerBound(this.orderKeys, key, this.orderLength);
    if (at >= this.orderLength || this.orderKeys[at] !== key) return;
    this.orderKeys.copyWithin(at, at + 1, this.orderLength);
    this.orderSlots.copyWithin(at, at + 1, this.orderLength);
    this.orderLength -= 1;
  }

  private ensureCapacity(slots: number): void {
    if (slots <= this.flags.length) return;
    const capacity = Math.max(slots, this.flags.length * 2, 64);
    this.expertiseMasks = grown(this.expertiseMasks, new Int32Array(capacity));
    this.flags = grown(this.flags, new Uint8Array(capacity));
    this.confirmedAt = grown(this.confirmedAt, new Float64Array(capacity));
    this.rankKeys = grown(this.rankKeys, new Float64Array(capacity));
    this.stamps = grown(this.stamps, new Uint32Array(capacity));
  }

  private ensureOrderCapacity(length: number): void {
    if (length <= this.orderKeys.length) return;
    const capacity = Math.max(length, this.orderKeys.length * 2, 64);
    this.orderKeys = grown(this.orderKeys, new Float64Array(capacity));
    this.orderSlots = grown(this.orderSlots, new Int32Array(capacity));
  }
}

const APPROVED = 1;
const AVAILABILITY = 2;

function grown<T extends Int32Array | Uint8Array | Float64Array | Uint32Array>(old: T, next: T): T {
  next.set(old as never);
  return next;
}

function sameEntry(a: IndexedConsultant, b: IndexedConsultant): boolean {
  return (
    a.approved === b.approved &&
    a.featured === b.featured &&
    a.availableNow === b.availableNow &&
    a.availability === b.availability &&
    a.confirmedAtMs === b.confirmedAtMs &&
    a.expertiseMask === b.expertiseMask &&
    a.document === b.document
  );
}
