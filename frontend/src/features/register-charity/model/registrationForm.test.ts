import { toCharityRegistrationRequest } from './registrationForm';

describe('charity registration payload', () => {
  const now = new Date('2031-05-01T12:00:00Z');

  it('falls back to 0, and to the current year for the founding year, when a number is blank', () => {
    const payload = toCharityRegistrationRequest({ revenue: '', employeeCount: '  ', foundingYear: undefined }, now);
    expect(payload.charity).toMatchObject({ revenue: 0, employeeCount: 0, foundingYear: 2031 });
  });

  it('reads whole numbers with separators and a pound sign', () => {
    const payload = toCharityRegistrationRequest({ revenue: '£1,250,000', employeeCount: '1 200', foundingYear: ' 1998 ' }, now);
    expect(payload.charity).toMatchObject({ revenue: 1250000, employeeCount: 1200, foundingYear: 1998 });
  });

  it('sends only the spec fields and a known tier', () => {
    const payload = toCharityRegistrationRequest({
      username: 'riverside',
      password: 'Str0ng-pass',
      confirmPassword: 'Str0ng-pass',
      termsAccepted: true,
      privacyAccepted: true,
      membershipTier: 'gigantic' as never,
    });
    expect(Object.keys(payload).sort()).toEqual([
      'bio',
      'charity',
      'email',
      'name',
      'organisation',
      'password',
      'phone',
      'privacyAccepted',
      'termsAccepted',
      'username',
      'website',
    ]);
    expect(payload).toMatchObject({ termsAccepted: true, privacyAccepted: true });
    expect(Object.keys(payload.charity).sort()).toEqual([
      'employeeCount',
      'foundingYear',
      'location',
      'membershipTier',
      'mission',
      'primaryCause',
      'registeredNumber',
      'revenue',
    ]);
    expect(payload.charity.membershipTier).toBe('small');
  });
});
