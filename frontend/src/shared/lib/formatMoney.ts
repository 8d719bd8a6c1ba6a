const wholePounds = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  maximumFractionDigits: 0,
});

/** Formats a whole-pound amount the product's way (DECISIONS D13), e.g. 1393 → "£1,393". */
export function formatPounds(amount: number): string {
  return wholePounds.format(amount);
}
