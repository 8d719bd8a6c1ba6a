import type { ReactNode } from 'react';
import './badge.css';

export type BadgeTone = 'success' | 'warning' | 'info' | 'neutral';

/** A small status label (Active, Pending, In Progress…). Plain markup; every tone meets WCAG AA (4.5:1). */
export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`badge badge--${tone}`}>{children}</span>;
}
