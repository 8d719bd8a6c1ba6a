import type { ReactNode } from 'react';
import './public-page.css';

/** The opening band of a marketing page: its one <h1> and a short lead. */
export function PublicHero({ id, eyebrow, title, children }: { id: string; eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <section className="pp-hero" aria-labelledby={id}>
      <div className="container pp-hero__inner">
        {eyebrow && <p className="pp-eyebrow">{eyebrow}</p>}
        <h1 id={id} className="pp-hero__title">
          {title}
        </h1>
        {children}
      </div>
    </section>
  );
}
