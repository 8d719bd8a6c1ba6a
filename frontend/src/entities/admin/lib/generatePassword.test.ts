import { generateTemporaryPassword } from './generatePassword';

describe('generateTemporaryPassword', () => {
  it('makes 12 characters with upper, lower, digit and special, from crypto.getRandomValues', () => {
    const spy = jest.spyOn(crypto, 'getRandomValues');
    const password = generateTemporaryPassword();

    expect(password).toHaveLength(12);
    expect(password).toMatch(/[A-Z]/);
    expect(password).toMatch(/[a-z]/);
    expect(password).toMatch(/[0-9]/);
    expect(password).toMatch(/[^A-Za-z0-9]/);
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  it('does not repeat itself', () => {
    const passwords = new Set(Array.from({ length: 50 }, () => generateTemporaryPassword()));
    expect(passwords.size).toBe(50);
  });
});
