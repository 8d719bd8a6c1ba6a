import { formatWholePounds } from '@contracts';

/**
 * Formats a whole-pound amount the product's way (DECISIONS D13), e.g. 1393 → "£1,393". Without Intl: its
 * first use costs the home page's start-up tens of milliseconds (see contracts/number-format.ts).
 */
export function formatPounds(amount: number): string {
  return formatWholePounds(amount);
}
