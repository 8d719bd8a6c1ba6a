const EMBEDDED_BODY_CLASS = 'embedded';

/** True when the app runs inside an iframe (a partner site embeds it). */
export function isEmbedded(win: Window = window): boolean {
  try {
    return win.self !== win.top;
  } catch {
    // A cross-origin parent can make window.top inaccessible: that is an iframe too.
    return true;
  }
}

/** Embedded pages get a compact body, a sticky header and a minimum height (see global.css). */
export function applyEmbeddedMode(win: Window = window): void {
  if (isEmbedded(win)) win.document.body.classList.add(EMBEDDED_BODY_CLASS);
}
