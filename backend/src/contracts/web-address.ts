/**
 * The one definition of a web address (issue 6 item 1.8): every field that holds a URL (website,
 * LinkedIn, profile image) accepts http and https only, on the screens and on the server, so an address
 * one form accepted never blocks another. The scheme may be left out ('linkedin.com/in/x'); https is
 * then assumed. Other schemes (javascript:, data:, ftp:, mailto:) are refused.
 */
export const WEB_ADDRESS_MAX_LENGTH = 500;

const SCHEME = /^([a-z][a-z0-9+.-]*):(?!\d)/i;
const HOST = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

/** The address with its scheme ('https://…' when none was typed), or null when it is not an http(s) web address. */
export function parseWebAddress(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const text = input.trim();
  if (text === '' || text.length > WEB_ADDRESS_MAX_LENGTH || /\s/.test(text) || text.startsWith('/')) return null;
  const scheme = SCHEME.exec(text)?.[1];
  if (scheme && !/^https?$/i.test(scheme)) return null;
  const withScheme = scheme ? text : `https://${text}`;
  if (!/^https?:\/\//i.test(withScheme)) return null;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.username || url.password || !HOST.test(url.hostname)) return null;
  return withScheme;
}

export const isWebAddress = (input: unknown): boolean => parseWebAddress(input) !== null;

/** A LinkedIn profile: a web address on linkedin.com (or a subdomain) with a path. */
export function isLinkedInProfileUrl(input: unknown): boolean {
  const address = parseWebAddress(input);
  if (!address) return false;
  const url = new URL(address);
  return /(^|\.)linkedin\.com$/i.test(url.hostname) && url.pathname.length > 1;
}
