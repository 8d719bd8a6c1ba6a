import type { ReactNode } from 'react';
import type { LegalDocument } from '../model/types';
import { LegalBlockView } from './LegalBlockView';
import './legal-document.css';

export interface LegalDocumentViewProps {
  document: LegalDocument;
  /** e.g. "December 2024"; shown as "Last updated …". */
  lastUpdated: string;
  /** A contents list linking to each section (the full pages have one; the popups are short on space). */
  showContents?: boolean;
  /** Shown above the title, e.g. a "Back to Home" link or a Close button. */
  actions?: ReactNode;
  /** Shown after the last section. */
  footer?: ReactNode;
  /** 'popup' tightens the spacing for the small /terms-popup and /privacy-popup windows. */
  variant?: 'page' | 'popup';
}

/** Terms and privacy text as plain, readable markup (public pages: no UI library). */
export function LegalDocumentView({
  document,
  lastUpdated,
  showContents = false,
  actions,
  footer,
  variant = 'page',
}: LegalDocumentViewProps) {
  return (
    <article className={`legal-document legal-document--${variant}`} aria-labelledby="legal-document-title">
      {actions && <div className="legal-document__actions">{actions}</div>}
      <header className="legal-document__header">
        <h1 id="legal-document-title">{document.title}</h1>
        <p className="legal-document__updated">Last updated {lastUpdated}</p>
        <p className="legal-document__summary">{document.summary}</p>
      </header>

      {showContents && (
        <nav className="legal-document__contents" aria-labelledby="legal-document-contents">
          <h2 id="legal-document-contents">Contents</h2>
          <ol>
            {document.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading.replace(/^\d+\.\s*/, '')}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}

      {document.sections.map((section) => (
        <section key={section.id} id={section.id} className="legal-document__section" aria-labelledby={`${section.id}-heading`}>
          <h2 id={`${section.id}-heading`}>{section.heading}</h2>
          {section.blocks.map((block, index) => (
            <LegalBlockView key={index} block={block} />
          ))}
        </section>
      ))}

      {footer && <div className="legal-document__footer">{footer}</div>}
    </article>
  );
}
