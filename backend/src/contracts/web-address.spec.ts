import { isLinkedInProfileUrl, parseWebAddress } from './web-address';

describe('parseWebAddress (issue 6 item 1.8: http(s) only)', () => {
  it.each([
    ['https://riverside.example', 'https://riverside.example'],
    ['http://riverside.example/about?x=1', 'http://riverside.example/about?x=1'],
    ['  www.riverside.org.uk  ', 'https://www.riverside.org.uk'],
    ['HTTPS://Example.ORG', 'HTTPS://Example.ORG'],
    ['linkedin.com/in/tom', 'https://linkedin.com/in/tom'],
    ['example.org:8080/path', 'https://example.org:8080/path'],
  ])('accepts %j as %j', (input, expected) => {
    expect(parseWebAddress(input)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'ftp://files.example.org',
    'mailto:someone@example.org',
    'file:///etc/passwd',
    '//evil.example',
    'https://',
    'https://localhost',
    'https://user:pass@example.org',
    'https://exa mple.org',
    'not a url',
    'tom',
    '',
    `https://example.org/${'a'.repeat(500)}`,
  ])('refuses %j', (input) => {
    expect(parseWebAddress(input)).toBeNull();
  });

  it('refuses anything that is not text', () => {
    for (const value of [null, undefined, 42, ['https://example.org'], { href: 'https://example.org' }]) {
      expect(parseWebAddress(value)).toBeNull();
    }
  });
});

describe('isLinkedInProfileUrl', () => {
  it.each(['https://www.linkedin.com/in/tom', 'linkedin.com/in/tom', 'http://uk.linkedin.com/in/tom-o'])('accepts %j', (input) => {
    expect(isLinkedInProfileUrl(input)).toBe(true);
  });

  it.each(['https://linkedin.com', 'https://linkedin.com/', 'https://notlinkedin.com/in/tom', 'https://linkedin.com.evil.example/in/tom', 'javascript:linkedin.com/in/x'])(
    'refuses %j',
    (input) => {
      expect(isLinkedInProfileUrl(input)).toBe(false);
    },
  );
});
