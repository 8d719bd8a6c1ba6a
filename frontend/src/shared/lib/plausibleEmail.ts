// The browser's own e-mail rule is looser than the server's; this catches the usual slips before sending.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Something@domain.tld, ignoring surrounding spaces; the server has the last word. */
export function isPlausibleEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}
