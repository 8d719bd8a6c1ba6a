import { safeFileName, sniffDocumentType } from './document-type';

const bytes = (...parts: Array<number[] | string>): Uint8Array =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'utf8')] : part)));

/** A minimal ZIP local header for one stored entry. */
function zipEntry(name: string, content = ''): number[] {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt32LE(Buffer.byteLength(content), 18);
  header.writeUInt32LE(Buffer.byteLength(content), 22);
  header.writeUInt16LE(Buffer.byteLength(name), 26);
  header.writeUInt16LE(0, 28);
  return [...header, ...Buffer.from(name), ...Buffer.from(content)];
}

describe('sniffDocumentType (D16)', () => {
  it('recognises PDF, PNG and JPEG by their signatures', () => {
    expect(sniffDocumentType(bytes('%PDF-1.7\n...'), 'x.bin')?.contentType).toBe('application/pdf');
    expect(sniffDocumentType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), 'a.png')?.contentType).toBe('image/png');
    expect(sniffDocumentType(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0]), 'a.jpg')?.contentType).toBe('image/jpeg');
  });

  it('tells OLE2 Word, Excel and PowerPoint apart by the name', () => {
    const ole = bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0]);
    expect(sniffDocumentType(ole, 'budget.XLS')?.contentType).toBe('application/vnd.ms-excel');
    expect(sniffDocumentType(ole, 'deck.ppt')?.contentType).toBe('application/vnd.ms-powerpoint');
    expect(sniffDocumentType(ole, 'letter.doc')?.contentType).toBe('application/msword');
  });

  it('recognises Office Open XML by [Content_Types].xml and the main part', () => {
    const docx = bytes(zipEntry('[Content_Types].xml', '<Types/>'), zipEntry('word/document.xml', '<w/>'));
    const xlsx = bytes(zipEntry('[Content_Types].xml', '<Types/>'), zipEntry('_rels/.rels'), zipEntry('xl/workbook.xml'));
    const pptx = bytes(zipEntry('[Content_Types].xml'), zipEntry('ppt/presentation.xml'));
    expect(sniffDocumentType(docx, 'a.docx')?.label).toBe('Word document');
    expect(sniffDocumentType(xlsx, 'a.xlsx')?.label).toBe('Excel workbook');
    expect(sniffDocumentType(pptx, 'a.pptx')?.label).toBe('PowerPoint presentation');
  });

  it('recognises OpenDocument by its mimetype entry', () => {
    const odt = bytes(zipEntry('mimetype', 'application/vnd.oasis.opendocument.text'), zipEntry('content.xml'));
    const ods = bytes(zipEntry('mimetype', 'application/vnd.oasis.opendocument.spreadsheet'));
    expect(sniffDocumentType(odt, 'a.odt')?.contentType).toBe('application/vnd.oasis.opendocument.text');
    expect(sniffDocumentType(ods, 'a.ods')?.contentType).toBe('application/vnd.oasis.opendocument.spreadsheet');
  });

  it('refuses other ZIPs (an archive renamed .docx)', () => {
    expect(sniffDocumentType(bytes(zipEntry('payload.exe', 'MZ')), 'report.docx')).toBeNull();
    expect(sniffDocumentType(bytes(zipEntry('mimetype', 'application/x-evil')), 'report.odt')).toBeNull();
  });

  it('accepts UTF-8 text and CSV without NUL bytes', () => {
    expect(sniffDocumentType(bytes('name,amount\nFood,£12\n'), 'donations.csv')?.contentType).toBe('text/csv; charset=utf-8');
    expect(sniffDocumentType(bytes('Meeting notes – 3 March'), 'notes.txt')?.contentType).toBe('text/plain; charset=utf-8');
    expect(sniffDocumentType(bytes('abc', [0], 'def'), 'notes.txt')).toBeNull();
    expect(sniffDocumentType(bytes([0xc3, 0x28]), 'latin.txt')).toBeNull();
  });

  it('refuses executables however they are named, and empty files', () => {
    expect(sniffDocumentType(bytes('MZ', [0x90, 0, 3]), 'invoice.pdf')).toBeNull();
    expect(sniffDocumentType(bytes('MZ just text'), 'readme.txt')).toBeNull();
    expect(sniffDocumentType(bytes([0x7f], 'ELF', [2, 1, 1]), 'photo.png')).toBeNull();
    expect(sniffDocumentType(bytes('#!/bin/sh\nrm -rf /'), 'notes.txt')).toBeNull();
    expect(sniffDocumentType(new Uint8Array(), 'empty.txt')).toBeNull();
  });
});

describe('safeFileName', () => {
  it('keeps the base name without folders, control characters or quotes', () => {
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('C:\\Users\\me\\Budget 2026.xlsx')).toBe('Budget 2026.xlsx');
    expect(safeFileName('evil"\r\nSet-Cookie: x.pdf')).toBe('evilSet-Cookie x.pdf');
    expect(safeFileName('Übersicht – Plan.pdf')).toBe('Übersicht – Plan.pdf');
    expect(safeFileName('...')).toBe('document');
    expect(safeFileName(`${'a'.repeat(300)}.pdf`)).toHaveLength(255);
    expect(safeFileName(`${'a'.repeat(300)}.pdf`).endsWith('.pdf')).toBe(true);
  });
});
