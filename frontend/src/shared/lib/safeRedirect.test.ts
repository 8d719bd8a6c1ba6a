import { safeRedirectPath } from './safeRedirect';

describe('safeRedirectPath', () => {
  it.each(['/', '/consultants', '/consultants/12?tab=about#top', '/charity-dashboard?x=%2F%2Fevil'])(
    'keeps the relative path %s',
    (path) => {
      expect(safeRedirectPath(path)).toBe(path);
    },
  );

  it.each([
    ['protocol-relative', '//evil.example/path'],
    ['backslash trick', '/\\evil.example'],
    ['absolute URL', 'https://evil.example/'],
    ['javascript URL', 'javascript:alert(1)'],
    ['no leading slash', 'consultants'],
    ['tab before second slash', '/\t/evil.example'],
    ['newline', '/\n/evil.example'],
    ['empty', ''],
  ])('refuses a %s', (_label, path) => {
    expect(safeRedirectPath(path)).toBeNull();
  });

  it('refuses a missing value', () => {
    expect(safeRedirectPath(null)).toBeNull();
    expect(safeRedirectPath(undefined)).toBeNull();
  });
});
