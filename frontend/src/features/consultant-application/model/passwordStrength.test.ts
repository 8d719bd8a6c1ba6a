import { passwordStrength } from './passwordStrength';

describe('password strength (advisory)', () => {
  it.each([
    ['', 0, 'Weak'],
    ['abcdefg', 0, 'Weak'],
    ['abcdefgh', 25, 'Weak'],
    ['Abc', 25, 'Weak'],
    ['Abcdefgh', 50, 'Medium'],
    ['A1', 50, 'Medium'],
    ['abcdef1!', 75, 'Strong'],
    ['Abcdefg1', 75, 'Strong'],
    ['Abcdef1!', 100, 'Strong'],
    ['short A1#', 100, 'Strong'],
  ])('%j scores %i (%s)', (password, score, label) => {
    expect(passwordStrength(password)).toMatchObject({ score, label });
  });

  it('names what is still missing', () => {
    const { checks } = passwordStrength('abcdefgh');
    expect(checks.filter((check) => !check.met).map((check) => check.key)).toEqual(['uppercase', 'digit', 'special']);
  });
});
