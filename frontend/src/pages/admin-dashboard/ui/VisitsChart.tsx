import { useId } from 'react';
import type { VisitsPerDay } from '@/entities/admin';

const WIDTH = 600;
const HEIGHT = 160;
const GAP = 2;

/**
 * Visits per day as plain SVG bars (no chart library in the admin chunk). Screen readers get a summary
 * and the numbers as a table; each bar has a tooltip title.
 */
export function VisitsChart({ days }: { days: readonly VisitsPerDay[] }) {
  const titleId = useId();
  const descId = useId();
  if (days.length === 0) return <p>No visits recorded in the last 30 days.</p>;

  const max = Math.max(1, ...days.map((day) => day.visits));
  const barWidth = WIDTH / days.length - GAP;
  const total = days.reduce((sum, day) => sum + day.visits, 0);
  const busiest = days.reduce((best, day) => (day.visits > best.visits ? day : best), days[0]);

  return (
    <figure className="visits-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="img" aria-labelledby={`${titleId} ${descId}`} preserveAspectRatio="none">
        <title id={titleId}>Visits per day, last {days.length} days</title>
        <desc id={descId}>
          {total} visits in total; the busiest day was {busiest.date} with {busiest.visits}.
        </desc>
        {days.map((day, index) => {
          const height = Math.round((day.visits / max) * (HEIGHT - 4));
          return (
            <rect key={day.date} x={index * (barWidth + GAP)} y={HEIGHT - height} width={barWidth} height={height} fill="var(--color-primary)">
              <title>
                {day.date}: {day.visits} visits, {day.uniqueVisitors} unique visitors
              </title>
            </rect>
          );
        })}
      </svg>
      <figcaption>
        Visits per day, {days[0].date} to {days[days.length - 1].date}
      </figcaption>
      <table className="visually-hidden">
        <caption>Visits per day</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Visits</th>
            <th scope="col">Unique visitors</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <td>{day.date}</td>
              <td>{day.visits}</td>
              <td>{day.uniqueVisitors}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
