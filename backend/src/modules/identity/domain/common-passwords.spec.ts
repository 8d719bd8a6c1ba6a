import { commonPasswordCount, isCommonPassword } from './common-passwords';

describe('common passwords (DECISIONS D3, issue 15)', () => {
  it('uses a list of at least 10,000 entries', () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(10_000);
  });

  it.each(['password', 'PASSWORD', 'Password1', 'qwertyuiop', 'iloveyou', 'Ｐａｓｓｗｏｒｄ', 'password123', 'admin123', 'welcome123', 'P@ssw0rd', 'Password1!', 'Sunshine2024!!', 'password '])(
    'refuses %s',
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
    },
  );

  it.each(['Charity-Passw0rd!', 'Demo-Passw0rd!', 'Admin-Passw0rd!', 'Consult-Passw0rd!', 'Matrix-Passw0rd!', 'correct horse battery staple', 'password river'])(
    'accepts %s',
    (password) => {
      expect(isCommonPassword(password)).toBe(false);
    },
  );
});
