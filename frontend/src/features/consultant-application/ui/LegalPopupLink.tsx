import type { MouseEvent, ReactNode } from 'react';
import { LEGAL_POPUP_HEIGHT, LEGAL_POPUP_WIDTH } from '@contracts';

export interface LegalPopupLinkProps {
  /** /terms-popup or /privacy-popup. */
  href: string;
  /** Reusing the name brings an already open window to the front instead of opening another. */
  windowName: string;
  children: ReactNode;
}

/**
 * Opens the terms or privacy text in an 800×600 window (spec 000 §2), so the half-filled form stays
 * where it is. If the browser blocks the popup the link still works and opens a new tab.
 */
export function LegalPopupLink({ href, windowName, children }: LegalPopupLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const popup = window.open(
      href,
      windowName,
      `width=${LEGAL_POPUP_WIDTH},height=${LEGAL_POPUP_HEIGHT},resizable=yes,scrollbars=yes`,
    );
    if (popup) {
      event.preventDefault();
      popup.focus();
    }
  };

  return (
    <a href={href} target="_blank" rel="noopener noreferrer" onClick={onClick}>
      {children}
      <span className="visually-hidden"> (opens in a new window)</span>
    </a>
  );
}
