/**
 * Returns `value` when it is a same-site relative path ("/x", never "//host" or "/\host"), else null
 * (DECISIONS D2). Control characters are refused outright: browsers drop tabs and newlines from URLs,
 * so "/\t/evil.example" would otherwise become the protocol-relative "//evil.example".
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || value[0] !== '/') return null;
  if (value[1] === '/' || value[1] === '\\') return null;
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;

  const probeOrigin = 'https://origin.invalid';
  try {
    return new URL(value, probeOrigin).origin === probeOrigin ? value : null;
  } catch {
    return null;
  }
}
