/**
 * `Content-Disposition: attachment` for a stored file name (RFC 6266): an ASCII-only fallback for old clients
 * and the exact UTF-8 name in filename*. Header bytes stay ASCII whatever the name holds.
 */
export function attachmentHeader(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return fallback === fileName ? `attachment; filename="${fileName}"` : `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
