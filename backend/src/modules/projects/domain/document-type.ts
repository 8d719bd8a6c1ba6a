/**
 * D16: which documents a project accepts, decided by the bytes, never by the name or the browser's claim.
 * The name only picks among types the content cannot tell apart (an OLE2 file is a .doc, .xls or .ppt;
 * UTF-8 text is plain text or CSV). Executables are refused however they are named.
 */
export interface DocumentType {
  contentType: string;
  label: string;
}

const PDF: DocumentType = { contentType: 'application/pdf', label: 'PDF' };
const PNG: DocumentType = { contentType: 'image/png', label: 'PNG image' };
const JPEG: DocumentType = { contentType: 'image/jpeg', label: 'JPEG image' };
const TEXT: DocumentType = { contentType: 'text/plain; charset=utf-8', label: 'Text' };
const CSV: DocumentType = { contentType: 'text/csv; charset=utf-8', label: 'CSV' };

const OLE2_BY_EXTENSION: Record<string, DocumentType> = {
  doc: { contentType: 'application/msword', label: 'Word document' },
  xls: { contentType: 'application/vnd.ms-excel', label: 'Excel workbook' },
  ppt: { contentType: 'application/vnd.ms-powerpoint', label: 'PowerPoint presentation' },
};

const OOXML_PARTS: Array<[string, DocumentType]> = [
  ['word/', { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', label: 'Word document' }],
  ['xl/', { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', label: 'Excel workbook' }],
  ['ppt/', { contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', label: 'PowerPoint presentation' }],
];

const ODF_MIMETYPES: Record<string, DocumentType> = {
  'application/vnd.oasis.opendocument.text': { contentType: 'application/vnd.oasis.opendocument.text', label: 'OpenDocument text' },
  'application/vnd.oasis.opendocument.spreadsheet': { contentType: 'application/vnd.oasis.opendocument.spreadsheet', label: 'OpenDocument spreadsheet' },
  'application/vnd.oasis.opendocument.presentation': { contentType: 'application/vnd.oasis.opendocument.presentation', label: 'OpenDocument presentation' },
};

const startsWith = (bytes: Uint8Array, signature: number[]): boolean => signature.every((byte, i) => bytes[i] === byte);

const extensionOf = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
};

/** Names of the entries of a ZIP, read from its local headers (names are never compressed). */
function zipEntryNames(bytes: Uint8Array, max = 2000): string[] {
  const names: string[] = [];
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const decoder = new TextDecoder();
  for (let offset = 0; offset + 30 <= bytes.length && names.length < max; offset++) {
    if (bytes[offset] !== 0x50 || bytes[offset + 1] !== 0x4b || bytes[offset + 2] !== 0x03 || bytes[offset + 3] !== 0x04) continue;
    const nameLength = view.getUint16(offset + 26, true);
    if (offset + 30 + nameLength > bytes.length) break;
    names.push(decoder.decode(bytes.subarray(offset + 30, offset + 30 + nameLength)));
  }
  return names;
}

function sniffZip(bytes: Uint8Array): DocumentType | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const firstName = new TextDecoder().decode(bytes.subarray(30, 30 + view.getUint16(26, true)));
  // OpenDocument: the first entry is an uncompressed file "mimetype" holding the type.
  if (firstName === 'mimetype') {
    const start = 30 + 'mimetype'.length + view.getUint16(28, true);
    const size = view.getUint32(18, true);
    const mimetype = new TextDecoder().decode(bytes.subarray(start, start + Math.min(size, 100))).trim();
    return ODF_MIMETYPES[mimetype] ?? null;
  }
  // Office Open XML: a [Content_Types].xml and the main part's folder.
  const names = zipEntryNames(bytes);
  if (!names.includes('[Content_Types].xml')) return null;
  for (const [folder, type] of OOXML_PARTS) if (names.some((name) => name.startsWith(folder))) return type;
  return null;
}

function isUtf8TextWithoutNul(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

export function sniffDocumentType(bytes: Uint8Array, fileName: string): DocumentType | null {
  if (bytes.length === 0) return null;
  if (startsWith(bytes, [0x4d, 0x5a]) || startsWith(bytes, [0x7f, 0x45, 0x4c, 0x46]) || startsWith(bytes, [0x23, 0x21])) return null; // MZ, ELF, #!
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return PDF; // %PDF-
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return PNG;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return JPEG;
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return OLE2_BY_EXTENSION[extensionOf(fileName)] ?? OLE2_BY_EXTENSION.doc;
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && bytes.length >= 30) return sniffZip(bytes);
  if (isUtf8TextWithoutNul(bytes)) return extensionOf(fileName) === 'csv' ? CSV : TEXT;
  return null;
}

/**
 * The name a document is stored and offered under: no folders, no control characters, no quotes or
 * separators a header or a file system could trip over, at most `max` characters, never empty.
 */
export function safeFileName(original: string, max = 255): string {
  const base = original.split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(/[\u0000-\u001f\u007f"<>:|?*;]/g, '').replace(/\s+/g, ' ').trim().replace(/^\.+/, '');
  const cut = cleaned.length > max ? cleaned.slice(cleaned.length - max) : cleaned;
  return cut || 'document';
}
