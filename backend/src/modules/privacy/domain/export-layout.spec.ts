import { exportedFilePath, exportFileName } from './export-layout';

describe('export layout (issue 19)', () => {
  it('keeps documents inside files/, whatever their name', () => {
    expect(exportedFilePath(3, 17, 'Board pack.pdf')).toBe('files/3-17-Board pack.pdf');
    expect(exportedFilePath(3, 18, '../../etc/passwd')).toBe('files/3-18-__.._etc_passwd');
    expect(exportedFilePath(3, 19, 'a\\b:c*?.txt')).toBe('files/3-19-a_b_c__.txt');
    expect(exportedFilePath(3, 20, '')).toBe('files/3-20-file');
    expect(exportedFilePath(3, 21, 'x'.repeat(300))).toHaveLength('files/3-21-'.length + 120);
  });

  it('names the download after the brand and the day', () => {
    expect(exportFileName('CharityBridge', new Date('2026-11-26T05:00:00Z'))).toBe('charitybridge-data-2026-11-26.zip');
    expect(exportFileName('  Acme & Co. ', new Date('2026-01-02T23:59:00Z'))).toBe('acme-co-data-2026-01-02.zip');
  });
});
