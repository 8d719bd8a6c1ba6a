import { validateNewPassword } from './newPassword';

describe('validateNewPassword', () => {
  it('accepts a matching pair of 8 to 100 characters', () => {
    expect(validateNewPassword({ password: 'brand-new-pass', confirmPassword: 'brand-new-pass' })).toEqual({});
  });

  it('gives the length messages, empty fields included', () => {
    expect(validateNewPassword({ password: '', confirmPassword: '' })).toEqual({
      password: 'Password must be at least 8 characters',
      confirmPassword: 'Password must be at least 8 characters',
    });
    expect(validateNewPassword({ password: 'x'.repeat(101), confirmPassword: 'x'.repeat(101) }).password).toBe(
      'Password must not exceed 100 characters',
    );
  });

  it('says when the confirmation differs', () => {
    expect(validateNewPassword({ password: 'brand-new-pass', confirmPassword: 'brand-new-pasS' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });
});
