import { attachmentHeader } from './attachment-header';

describe('attachmentHeader', () => {
  it('quotes a plain ASCII name as it is', () => {
    expect(attachmentHeader('Board pack.pdf')).toBe('attachment; filename="Board pack.pdf"');
  });

  it('gives other names an ASCII fallback and the exact UTF-8 name', () => {
    expect(attachmentHeader('Übersicht – Plan (v2).pdf')).toBe(`attachment; filename="_bersicht _ Plan (v2).pdf"; filename*=UTF-8''%C3%9Cbersicht%20%E2%80%93%20Plan%20%28v2%29.pdf`);
    expect(attachmentHeader('100% done\\x.txt')).toBe(`attachment; filename="100_ done_x.txt"; filename*=UTF-8''100%25%20done%5Cx.txt`);
  });
});
