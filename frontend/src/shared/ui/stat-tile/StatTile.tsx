import { useId, type ReactNode } from 'react';
import './stat-tile.css';

export interface StatTileProps {
  label: string;
  value: ReactNode;
}

/** A number with its label on a card (dashboard counts). Plain markup: named group, so "Pending, 2" reads well. */
export function StatTile({ label, value }: StatTileProps) {
  const labelId = useId();
  return (
    <div className="stat-tile" role="group" aria-labelledby={labelId}>
      <p className="stat-tile__label" id={labelId}>
        {label}
      </p>
      <p className="stat-tile__value">{value}</p>
    </div>
  );
}
