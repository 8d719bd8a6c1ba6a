import { signUpLink } from './signUpLink';

describe('signUpLink', () => {
  it('is the bare sign-up page without a redirect', () => {
    expect(signUpLink(null)).toBe('/sign-up');
  });

  it('keeps a same-site redirect, query included', () => {
    expect(signUpLink('/project-request?type=oneoff')).toBe('/sign-up?redirect=%2Fproject-request%3Ftype%3Doneoff');
  });

  it('drops a redirect to another site', () => {
    expect(signUpLink('//evil.example/phish')).toBe('/sign-up');
  });
});
