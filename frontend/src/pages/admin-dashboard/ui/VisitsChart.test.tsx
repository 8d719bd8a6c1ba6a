import { render, screen } from '@testing-library/react';
import { VisitsChart } from './VisitsChart';

const DAYS = [
  { date: '2026-11-24', visits: 4, uniqueVisitors: 3 },
  { date: '2026-11-25', visits: 0, uniqueVisitors: 0 },
  { date: '2026-11-26', visits: 10, uniqueVisitors: 6 },
];

describe('VisitsChart (issue 16: axes and values)', () => {
  it('draws a visits axis from 0 to the busiest day, en-GB dates along the bottom and each non-zero value', () => {
    const { container } = render(<VisitsChart days={DAYS} />);
    const axis = [...container.querySelectorAll('.visits-chart__axis text')].map((node) => node.textContent);
    expect(axis).toEqual(['0', '5', '10', '24/11/2026', '25/11/2026', '26/11/2026']);
    const values = [...container.querySelectorAll('.visits-chart__value')].map((node) => node.textContent);
    expect(values).toEqual(['4', '10']);
    expect(screen.getByText('Visits per day, 24/11/2026 to 26/11/2026')).toBeTruthy();
  });

  it('says so when there is nothing to draw', () => {
    render(<VisitsChart days={[]} />);
    expect(screen.getByText('No visits recorded in the last 30 days.')).toBeTruthy();
  });
});
