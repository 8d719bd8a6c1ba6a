/** Just enough RFC 5322 / MIME parsing to read the mails the app sends in tests (no extra dependency). */
export interface ParsedMail {
  subject: string;
  from: string;
  to: string;
  text: string;
  html: string;
}

interface Part {
  headers: Record<string, string>;
  body: string;
}

export function parseMail(raw: string): ParsedMail {
  const root = splitPart(raw);
  const leaves = flatten(root);
  const find = (type: string) => leaves.find((part) => (part.headers['content-type'] ?? 'text/plain').startsWith(type));
  return {
    subject: decodeWords(root.headers.subject ?? ''),
    from: decodeWords(root.headers.from ?? ''),
    to: decodeWords(root.headers.to ?? ''),
    text: decodeBody(find('text/plain')),
    html: decodeBody(find('text/html')),
  };
}

function splitPart(raw: string): Part {
  const normalised = raw.replace(/\r\n/g, '\n');
  const end = normalised.indexOf('\n\n');
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const body = end === -1 ? '' : normalised.slice(end + 2);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function flatten(part: Part): Part[] {
  const type = part.headers['content-type'] ?? '';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.startsWith('multipart/') || !boundary) return [part];
  return part.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => flatten(splitPart(chunk.replace(/^\n/, ''))));
}

function decodeBody(part: Part | undefined): string {
  if (!part) return '';
  const encoding = (part.headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  return part.body;
}

function decodeQuotedPrintable(value: string): string {
  const text = value.replace(/=\n/g, ''); // soft line breaks
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Decodes RFC 2047 encoded words, e.g. =?UTF-8?Q?Caf=C3=A9?= in a subject. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_match, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}
