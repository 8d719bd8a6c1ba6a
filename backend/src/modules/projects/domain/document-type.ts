import { fromBuffer } from 'file-type';

import { UPLOAD_MESSAGES } from '../../../contracts';

/**
 * D16 / issue 15: which documents a project accepts, decided by the bytes (the `file-type` library), never by the
 * browser's claim; the name's extension must then be one of those the detected type allows, so a PDF cannot be
 * kept as `x.html` and a zip cannot pass as `.docx`. Executables, archives and markup are refused however named.
 */
interface DocumentType {
  contentType: string;
  label: string;
  /** The name extensions this content may carry, lower case, the usual one first. */
  extensions: readonly string[];
}

const type = (contentType: string, label: string, ...extensions: string[]): DocumentType => ({ contentType, label, extensions });
const OOXML = 'application/vnd.openxmlformats-officedocument';
const ODF = 'application/vnd.oasis.opendocument';

/** By `file-type`'s extension for the content it detected. Anything it detects that is not here is refused. */
const BY_DETECTED: Record<string, DocumentType> = {
  pdf: type('application/pdf', 'PDF', 'pdf'),
  png: type('image/png', 'PNG image', 'png'),
  jpg: type('image/jpeg', 'JPEG image', 'jpg', 'jpeg'),
  docx: type(`${OOXML}.wordprocessingml.document`, 'Word document', 'docx'),
  xlsx: type(`${OOXML}.spreadsheetml.sheet`, 'Excel workbook', 'xlsx'),
  pptx: type(`${OOXML}.presentationml.presentation`, 'PowerPoint presentation', 'pptx'),
  odt: type(`${ODF}.text`, 'OpenDocument text', 'odt'),
  ods: type(`${ODF}.spreadsheet`, 'OpenDocument spreadsheet', 'ods'),
  odp: type(`${ODF}.presentation`, 'OpenDocument presentation', 'odp'),
};

/** An OLE2 compound file ('cfb') is a .doc, .xls or .ppt: only the name tells them apart. */
const OLE2_BY_EXTENSION: Record<string, DocumentType> = {
  doc: type('application/msword', 'Word document', 'doc'),
  xls: type('application/vnd.ms-excel', 'Excel workbook', 'xls'),
  ppt: type('application/vnd.ms-powerpoint', 'PowerPoint presentation', 'ppt'),
};
const OLE2 = type('application/x-cfb', 'Microsoft Office 97-2003 file', 'doc', 'xls', 'ppt');

const TEXT_BY_EXTENSION: Record<string, DocumentType> = {
  txt: type('text/plain; charset=utf-8', 'Text', 'txt'),
  csv: type('text/csv; charset=utf-8', 'CSV', 'csv'),
};
const TEXT = type('text/plain; charset=utf-8', 'text file', 'txt', 'csv');

/**
 * Text a browser or Windows would run or render rather than show: HTML, SVG, XML, HTA, and scripts with a
 * shebang. Refused even as .txt, since the other party may open it with a program that sniffs.
 */
const MARKUP = /<\s*(?:!doctype|html|head|body|script|svg|iframe|frame|object|embed|applet|meta|link|style|base|form|img|a\s|\?xml|hta:)/i;

export type DocumentVerdict = { type: DocumentType } | { refused: string | null };

const extensionOf = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
};

function decodeUtf8Text(bytes: Uint8Array): string | null {
  if (bytes.includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

const mismatch = (expected: DocumentType): DocumentVerdict => ({ refused: UPLOAD_MESSAGES.extensionMismatch(expected.label, expected.extensions) });

/**
 * The stored type of an upload, or why it is refused: `refused: null` means "not a type we take" (the caller's
 * general message), a string is the specific reason (the name's extension disagrees, markup in text).
 */
export async function classifyDocument(bytes: Uint8Array, fileName: string): Promise<DocumentVerdict> {
  if (bytes.length === 0) return { refused: null };
  const extension = extensionOf(fileName);
  const detected = await fromBuffer(bytes);
  if (detected) {
    if (detected.ext === 'cfb') return OLE2_BY_EXTENSION[extension] ? { type: OLE2_BY_EXTENSION[extension] } : mismatch(OLE2);
    const known = BY_DETECTED[detected.ext];
    if (!known) return { refused: null };
    return known.extensions.includes(extension) ? { type: known } : mismatch(known);
  }
  const text = decodeUtf8Text(bytes);
  if (text === null || text.startsWith('MZ')) return { refused: null };
  if (text.startsWith('#!') || MARKUP.test(text)) return { refused: UPLOAD_MESSAGES.markupInText };
  return TEXT_BY_EXTENSION[extension] ? { type: TEXT_BY_EXTENSION[extension] } : mismatch(TEXT);
}

/**
 * Control and invisible formatting characters (Unicode Cc and Cf): C0/C1 controls, bidirectional overrides,
 * embeddings, isolates and marks (U+202E makes `invoice‮txt.hta` display as `invoiceath.txt`), zero-width
 * spaces and joiners, the BOM, soft hyphens.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;

/**
 * The name a document is stored and offered under: no folders, no control or invisible characters, no quotes or
 * separators a header or a file system could trip over, at most `max` characters, never empty.
 */
export function safeFileName(original: string, max = 255): string {
  const base = original.split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(INVISIBLE, '').replace(/["<>:|?*;]/g, '').replace(/\s+/g, ' ').trim().replace(/^\.+/, '');
  const cut = cleaned.length > max ? cleaned.slice(cleaned.length - max) : cleaned;
  return cut || 'document';
}
