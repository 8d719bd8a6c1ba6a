import { COMMON_PASSWORDS_TEXT } from './common-passwords.data';
import { isCommonPassword } from './common-passwords';

describe('common passwords (DECISIONS D3)', () => {
  it('ships at least 10,000 entries', () => {
    expect(new Set(COMMON_PASSWORDS_TEXT.split('\n')).size).toBeGreaterThanOrEqual(10_000);
  });

  it.each(['password', 'PASSWORD', 'Password1', 'qwertyuiop', 'iloveyou', 'Ｐａｓｓｗｏｒｄ'])('refuses %s', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each(['Charity-Passw0rd!', 'correct horse battery staple', 'password '])('accepts %s', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });
});
