import { csvCell, csvChunks, toCsv } from './csv';

describe('CSV export', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('plain')).toBe('plain');
  });

  it.each(['=SUM(A1:A2)', '+1', '-1+2', '@cmd', '\tx'])('neutralises a formula: %j', (value) => {
    expect(csvCell(value).replace(/^"/, '').startsWith("'")).toBe(true);
  });

  it('leaves numbers, booleans, dates and empty values readable', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(new Date('2026-01-02T03:04:05Z'))).toBe('2026-01-02T03:04:05.000Z');
    expect(csvCell(null)).toBe('');
  });

  it('writes a header and CRLF rows', () => {
    const csv = toCsv([{ header: 'Name', value: (row: { name: string }) => row.name }], [{ name: 'Ann' }, { name: '=1+1' }]);
    expect(csv).toBe("Name\r\nAnn\r\n'=1+1\r\n");
  });
});

describe('CSV streaming', () => {
  it('sends the header before the rows are all read, and the same text as toCsv', async () => {
    const columns = [{ header: 'Name', value: (row: { name: string }) => row.name }];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let finished = false;
    async function* rows() {
      yield { name: 'Ann' };
      await gate;
      yield { name: 'Bo' };
      finished = true;
    }
    const chunks = csvChunks(columns, rows());
    const first = await chunks.next();
    expect(first.value?.toString('utf8')).toBe('\uFEFFName\r\n');
    expect(finished).toBe(false);
    release();
    let rest = '';
    for await (const chunk of chunks) rest += chunk.toString('utf8');
    expect(`${first.value?.toString('utf8')}${rest}`).toBe(`\uFEFF${toCsv(columns, [{ name: 'Ann' }, { name: 'Bo' }])}`);
  });
});
