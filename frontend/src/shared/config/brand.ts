const DEFAULT_BRAND_NAME = 'CharityBridge';

/**
 * The server writes the configured product name (BRAND_NAME) into <meta name="app-brand"> when it serves
 * index.html. Served by anything else (dev server, a static preview) the placeholder is still there, so
 * fall back to the default rather than show "%BRAND_NAME%".
 */
export function readBrandName(doc: Document | undefined = globalThis.document): string {
  const content = doc?.querySelector('meta[name="app-brand"]')?.getAttribute('content')?.trim();
  return content && !content.startsWith('%') ? content : DEFAULT_BRAND_NAME;
}

export const BRAND_NAME = readBrandName();
