/**
 * Whole numbers and pounds written the en-GB way ('99,999', '£1,393', '-£5') without `Intl`. The first
 * `toLocaleString` or `Intl.NumberFormat` in a browser loads its ICU number data: 40–100 ms of main
 * thread on a phone, and these run while the first screen starts (messages built at module load, prices
 * on the public pages), which Lighthouse counted as blocking time (issue 22). The output is Intl's for
 * whole numbers; fractions are rounded half away from zero as `maximumFractionDigits: 0` does.
 */
const wholeDigits = (value: number) => String(Math.round(Math.abs(value))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const sign = (value: number) => (value < 0 || Object.is(value, -0) ? '-' : '');

/** 99999 → '99,999' (`toLocaleString('en-GB')` for a whole number). */
export function formatWholeNumber(value: number): string {
  return `${sign(value)}${wholeDigits(value)}`;
}

/** 1393 → '£1,393', -5 → '-£5' (Intl's GBP currency format with no pence, DECISIONS D13). */
export function formatWholePounds(value: number): string {
  return `${sign(value)}£${wholeDigits(value)}`;
}
