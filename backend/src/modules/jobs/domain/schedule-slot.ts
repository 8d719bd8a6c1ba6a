/**
 * Scheduled periods are aligned to the Unix epoch, so every instance computes the same slot for the same moment
 * whenever it started. Periods are rounded up to whole seconds: MariaDB keeps DATETIME to the second, and two
 * slots inside one second would be stored as the same one.
 */
export function periodMsOf(everyMs: number): number {
  return Math.max(1000, Math.ceil(everyMs / 1000) * 1000);
}

/** The start of the period `now` falls in. */
export function slotStartOf(now: Date, everyMs: number): Date {
  const period = periodMsOf(everyMs);
  return new Date(Math.floor(now.getTime() / period) * period);
}

/** Milliseconds from `now` until the next slot begins (never 0, so a timer never spins). */
export function msUntilNextSlot(now: Date, everyMs: number): number {
  return slotStartOf(now, everyMs).getTime() + periodMsOf(everyMs) - now.getTime();
}
