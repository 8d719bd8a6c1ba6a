import { useId } from 'react';
import type { VisitsPerDay } from '@/entities/admin';

const WIDTH = 640;
const HEIGHT = 200;
// Room for the axes: counts on the left, dates along the bottom, values above the bars.
const LEFT = 36;
const BOTTOM = 22;
const TOP = 14;
const GAP = 2;
const PLOT_WIDTH = WIDTH - LEFT;
const PLOT_HEIGHT = HEIGHT - BOTTOM - TOP;

/** 'YYYY-MM-DD' (a UTC day) as the en-GB dd/mm/yyyy the rest of the console shows, whatever the browser's zone. */
const dayLabel = (date: string) => date.split('-').reverse().join('/');

/**
 * Visits per day as plain SVG bars (no chart library in the admin chunk), with axes (visits up the side,
 * days along the bottom) and each day's value above its bar (issue 16). Screen readers get a summary and
 * the numbers as a table; each bar has a tooltip title.
 */
export function VisitsChart({ days }: { days: readonly VisitsPerDay[] }) {
  const titleId = useId();
  const descId = useId();
  if (days.length === 0) return <p>No visits recorded in the last 30 days.</p>;

  const max = Math.max(1, ...days.map((day) => day.visits));
  const slot = PLOT_WIDTH / days.length;
  const barWidth = Math.max(1, slot - GAP);
  const total = days.reduce((sum, day) => sum + day.visits, 0);
  const busiest = days.reduce((best, day) => (day.visits > best.visits ? day : best), days[0]);
  const baseline = TOP + PLOT_HEIGHT;
  const ticks = [0, Math.round(max / 2), max].filter((tick, index, all) => all.indexOf(tick) === index);
  // First, middle and last day along the bottom: enough to read the dates without crowding.
  const labelled = new Set([0, Math.floor((days.length - 1) / 2), days.length - 1]);

  return (
    <figure className="visits-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="img" aria-labelledby={`${titleId} ${descId}`}>
        <title id={titleId}>Visits per day, last {days.length} days</title>
        <desc id={descId}>
          {total} visits in total; the busiest day was {dayLabel(busiest.date)} with {busiest.visits}.
        </desc>
        <g className="visits-chart__axis" aria-hidden="true">
          <line x1={LEFT} y1={TOP} x2={LEFT} y2={baseline} />
          <line x1={LEFT} y1={baseline} x2={WIDTH} y2={baseline} />
          {ticks.map((tick) => {
            const y = baseline - (tick / max) * PLOT_HEIGHT;
            return (
              <text key={tick} x={LEFT - 6} y={y + 4} textAnchor="end">
                {tick}
              </text>
            );
          })}
          {days.map((day, index) =>
            labelled.has(index) ? (
              <text key={day.date} x={LEFT + index * slot + barWidth / 2} y={HEIGHT - 6} textAnchor={index === 0 ? 'start' : index === days.length - 1 ? 'end' : 'middle'}>
                {dayLabel(day.date)}
              </text>
            ) : null,
          )}
        </g>
        {days.map((day, index) => {
          const height = Math.round((day.visits / max) * PLOT_HEIGHT);
          const x = LEFT + index * slot;
          return (
            <g key={day.date}>
              <rect x={x} y={baseline - height} width={barWidth} height={height} fill="var(--color-primary)">
                <title>
                  {dayLabel(day.date)}: {day.visits} visits, {day.uniqueVisitors} unique visitors
                </title>
              </rect>
              {day.visits > 0 ? (
                <text className="visits-chart__value" x={x + barWidth / 2} y={baseline - height - 3} textAnchor="middle" aria-hidden="true">
                  {day.visits}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption>
        Visits per day, {dayLabel(days[0].date)} to {dayLabel(days[days.length - 1].date)}
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
              <td>{dayLabel(day.date)}</td>
              <td>{day.visits}</td>
              <td>{day.uniqueVisitors}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
