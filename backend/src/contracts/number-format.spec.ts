import { formatWholeNumber, formatWholePounds } from './number-format';

describe('number-format (Intl-free, issue 22)', () => {
  const values = [0, -0, 1, 7, 999, 1000, 5000, 99999, 123456, 1_000_000, 2_000_000_000, -5, -1393, -1_250_000, 0.4, 2.5, -2.5, -0.4, 1393.5, Number.MAX_SAFE_INTEGER];
  const intlPounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });

  it.each(values)('writes %d as toLocaleString("en-GB") does with no decimals', (value) => {
    expect(formatWholeNumber(value)).toBe(value.toLocaleString('en-GB', { maximumFractionDigits: 0 }));
  });

  it.each(values)('writes %d pounds as Intl GBP with no pence', (value) => {
    expect(formatWholePounds(value)).toBe(intlPounds.format(value));
  });
});
