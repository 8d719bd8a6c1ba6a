import { Link } from 'react-router-dom';
import { ROUTES } from '@/shared/config';
import type { LegalDocument } from '../model/types';
import { LegalDocumentView } from './LegalDocumentView';

const BACK_HOME = (
  <Link to={ROUTES.home}>
    <span aria-hidden="true">←</span> Back to Home
  </Link>
);

interface LegalPageProps {
  document: LegalDocument;
  lastUpdated: string;
  /** The other legal page, linked at the end ("See also our …"). */
  seeAlso: { to: string; label: string };
}

/** /terms and /privacy: the document with its contents, "Back to Home" above it and again at its end. */
export function LegalPage({ document, lastUpdated, seeAlso }: LegalPageProps) {
  return (
    <LegalDocumentView
      document={document}
      lastUpdated={lastUpdated}
      showContents
      actions={BACK_HOME}
      footer={
        <p>
          See also our <Link to={seeAlso.to}>{seeAlso.label}</Link>. {BACK_HOME}
        </p>
      }
    />
  );
}
