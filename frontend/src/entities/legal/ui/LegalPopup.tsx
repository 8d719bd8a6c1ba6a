import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ROUTES } from '@/shared/config';
import type { LegalDocument } from '../model/types';
import { LegalDocumentView } from './LegalDocumentView';

/** How long to wait before concluding the browser refused window.close(). */
const CLOSE_CHECK_MS = 300;

export interface LegalPopupProps {
  document: LegalDocument;
  lastUpdated: string;
}

/**
 * /terms-popup and /privacy-popup: the document with a Close button at the top and the bottom that
 * closes the window (spec 000 §2). Browsers only let a script close a window a script opened, so when
 * the page was opened some other way the button explains that and offers the home page instead.
 */
export function LegalPopup({ document, lastUpdated }: LegalPopupProps) {
  const [closeRefused, setCloseRefused] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const close = () => {
    window.close();
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      if (!window.closed) setCloseRefused(true);
    }, CLOSE_CHECK_MS);
  };

  const closeButton = (
    <button type="button" className="btn btn--outline btn--sm" onClick={close}>
      Close
    </button>
  );

  return (
    <LegalDocumentView
      document={document}
      lastUpdated={lastUpdated}
      variant="popup"
      actions={
        <>
          {closeButton}
          {closeRefused && (
            <p className="legal-document__close-note" role="status">
              This window could not close itself. Close the tab, or <Link to={ROUTES.home}>go to the home page</Link>.
            </p>
          )}
        </>
      }
      footer={closeButton}
    />
  );
}
