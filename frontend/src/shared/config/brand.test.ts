import { readBrandName } from './brand';

function documentWithBrand(content: string | null): Document {
  const doc = document.implementation.createHTMLDocument('test');
  if (content !== null) {
    const meta = doc.createElement('meta');
    meta.name = 'app-brand';
    meta.content = content;
    doc.head.append(meta);
  }
  return doc;
}

describe('readBrandName', () => {
  it('reads the name the server wrote into the page', () => {
    expect(readBrandName(documentWithBrand('Impact Partners'))).toBe('Impact Partners');
  });

  it('falls back while the placeholder is still there', () => {
    expect(readBrandName(documentWithBrand('%BRAND_NAME%'))).toBe('CharityBridge');
    expect(readBrandName(documentWithBrand(null))).toBe('CharityBridge');
    expect(readBrandName(documentWithBrand('  '))).toBe('CharityBridge');
  });
});
