import { Writable } from 'node:stream';

export type LogLine = Record<string, unknown> & { msg?: string; reqId?: string; event?: string };

/** A log destination for createTestApp that keeps every JSON line, parsed and raw, for a test to search. */
export function captureLogs(): { destination: Writable; lines: LogLine[]; raw: string[] } {
  const lines: LogLine[] = [];
  const raw: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        raw.push(line);
        lines.push(JSON.parse(line) as LogLine);
      }
      done();
    },
  });
  return { destination, lines, raw };
}
