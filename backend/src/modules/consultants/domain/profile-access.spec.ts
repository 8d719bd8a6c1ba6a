import { mayEditConsultantProfile } from './profile-access';

describe('mayEditConsultantProfile (D1)', () => {
  it('lets a consultant edit their own profile', () => {
    expect(mayEditConsultantProfile({ userId: 7, isAdmin: false }, 7)).toBe(true);
  });

  it("refuses another consultant's profile", () => {
    expect(mayEditConsultantProfile({ userId: 7, isAdmin: false }, 8)).toBe(false);
  });

  it('lets an admin edit any profile', () => {
    expect(mayEditConsultantProfile({ userId: 1, isAdmin: true }, 8)).toBe(true);
  });
});
