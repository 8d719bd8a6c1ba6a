import { UPLOAD_MESSAGES } from '../../../contracts';
import { classifyDocument, DocumentVerdict, safeFileName } from './document-type';

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

const typeOf = async (content: Uint8Array, name: string) => {
  const verdict: DocumentVerdict = await classifyDocument(content, name);
  return 'type' in verdict ? verdict.type : null;
};
const refusal = async (content: Uint8Array, name: string) => {
  const verdict = await classifyDocument(content, name);
  return 'refused' in verdict ? verdict.refused : 'accepted';
};

const PDF = bytes('%PDF-1.7\n1 0 obj << >> endobj\n');
const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0]);
const OLE = bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], Array(504).fill(0));
const DOCX = bytes(zipEntry('[Content_Types].xml', '<Types/>'), zipEntry('word/document.xml', '<w/>'));

describe('classifyDocument (D16, issue 15)', () => {
  it('recognises PDF, PNG and JPEG by their content, under their own extensions', async () => {
    expect((await typeOf(PDF, 'x.pdf'))?.contentType).toBe('application/pdf');
    expect((await typeOf(PNG, 'a.PNG'))?.contentType).toBe('image/png');
    expect((await typeOf(JPEG, 'a.jpg'))?.contentType).toBe('image/jpeg');
    expect((await typeOf(JPEG, 'a.jpeg'))?.contentType).toBe('image/jpeg');
  });

  it('refuses a name whose extension disagrees with the content, naming the right one', async () => {
    expect(await refusal(PDF, 'pdfpoly.html')).toBe(UPLOAD_MESSAGES.extensionMismatch('PDF', ['pdf']));
    expect(await refusal(PDF, 'report')).toBe(UPLOAD_MESSAGES.extensionMismatch('PDF', ['pdf']));
    expect(await refusal(JPEG, 'photo.png')).toBe(UPLOAD_MESSAGES.extensionMismatch('JPEG image', ['jpg', 'jpeg']));
    expect(await refusal(DOCX, 'letter.xlsx')).toBe(UPLOAD_MESSAGES.extensionMismatch('Word document', ['docx']));
    expect(await refusal(bytes('plain words'), 'run.hta')).toBe(UPLOAD_MESSAGES.extensionMismatch('text file', ['txt', 'csv']));
    expect(await refusal(bytes('alert(1)'), 'x.js')).toBe(UPLOAD_MESSAGES.extensionMismatch('text file', ['txt', 'csv']));
  });

  it('tells OLE2 Word, Excel and PowerPoint apart by the name', async () => {
    expect((await typeOf(OLE, 'budget.XLS'))?.contentType).toBe('application/vnd.ms-excel');
    expect((await typeOf(OLE, 'deck.ppt'))?.contentType).toBe('application/vnd.ms-powerpoint');
    expect((await typeOf(OLE, 'letter.doc'))?.contentType).toBe('application/msword');
    expect(await typeOf(OLE, 'letter.msi')).toBeNull();
  });

  it('recognises Office Open XML only when the zip holds that application part', async () => {
    const xlsx = bytes(zipEntry('[Content_Types].xml', '<Types/>'), zipEntry('_rels/.rels'), zipEntry('xl/workbook.xml'));
    const pptx = bytes(zipEntry('[Content_Types].xml'), zipEntry('ppt/presentation.xml'));
    expect((await typeOf(DOCX, 'a.docx'))?.label).toBe('Word document');
    expect((await typeOf(xlsx, 'a.xlsx'))?.label).toBe('Excel workbook');
    expect((await typeOf(pptx, 'a.pptx'))?.label).toBe('PowerPoint presentation');
  });

  it('recognises OpenDocument by its mimetype entry', async () => {
    const odt = bytes(zipEntry('mimetype', 'application/vnd.oasis.opendocument.text'), zipEntry('content.xml'));
    const ods = bytes(zipEntry('mimetype', 'application/vnd.oasis.opendocument.spreadsheet'));
    expect((await typeOf(odt, 'a.odt'))?.contentType).toBe('application/vnd.oasis.opendocument.text');
    expect((await typeOf(ods, 'a.ods'))?.contentType).toBe('application/vnd.oasis.opendocument.spreadsheet');
  });

  it('refuses other ZIPs (an archive renamed .docx)', async () => {
    expect(await refusal(bytes(zipEntry('payload.exe', 'MZ')), 'report.docx')).toBeNull();
    expect(await refusal(bytes(zipEntry('mimetype', 'application/x-evil')), 'report.odt')).toBeNull();
  });

  it('accepts UTF-8 text as .txt and .csv only, without NUL bytes', async () => {
    expect((await typeOf(bytes('name,amount\nFood,£12\n'), 'donations.csv'))?.contentType).toBe('text/csv; charset=utf-8');
    expect((await typeOf(bytes('Meeting notes – 3 March, costs < budget'), 'notes.txt'))?.contentType).toBe('text/plain; charset=utf-8');
    expect(await typeOf(bytes('abc', [0], 'def'), 'notes.txt')).toBeNull();
    expect(await typeOf(bytes([0xc3, 0x28]), 'latin.txt')).toBeNull();
  });

  it.each([
    ['<!DOCTYPE html><p>hi</p>', 'page.txt'],
    ['<html><body>x</body></html>', 'page.txt'],
    ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'img.txt'],
    ['a,b\n<?xml version="1.0"?><x/>', 'data.csv'],
    ['<HTA:APPLICATION ID="x">', 'run.txt'],
    ['name,link\nx,<a href="javascript:alert(1)">y</a>', 'links.csv'],
    ['#!/bin/sh\nrm -rf /', 'notes.txt'],
  ])('refuses text that is really markup or a script: %s', async (content, name) => {
    expect(await refusal(bytes(content), name)).toBe(UPLOAD_MESSAGES.markupInText);
  });

  it('refuses XML and other detected types it does not take, whatever the name', async () => {
    expect(await refusal(bytes('<?xml version="1.0"?><x/>'), 'data.txt')).toBeNull();
    expect(await refusal(bytes('GIF89a', Array(20).fill(0)), 'a.gif')).toBeNull();
  });

  it('refuses executables however they are named, and empty files', async () => {
    expect(await typeOf(bytes('MZ', [0x90, 0, 3], Array(64).fill(0)), 'invoice.pdf')).toBeNull();
    expect(await typeOf(bytes('MZ just text'), 'readme.txt')).toBeNull();
    expect(await typeOf(bytes([0x7f], 'ELF', [2, 1, 1], Array(20).fill(0)), 'photo.png')).toBeNull();
    expect(await typeOf(new Uint8Array(), 'empty.txt')).toBeNull();
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

  it('strips bidirectional, zero-width and other invisible characters (issue 15)', () => {
    expect(safeFileName('invoice\u202etxt.hta')).toBe('invoicetxt.hta');
    for (const invisible of ['\u200b', '\u200c', '\u200d', '\u200e', '\u200f', '\u202a', '\u202b', '\u202c', '\u202d', '\u2066', '\u2067', '\u2068', '\u2069', '\u061c', '\u2060', '\ufeff', '\u00ad', '\u0085', '\u009b', '\u0007']) {
      expect(safeFileName(`re${invisible}port.pdf`)).toBe('report.pdf');
    }
    expect(safeFileName('Café 🎉.pdf')).toBe('Café 🎉.pdf');
  });
});
