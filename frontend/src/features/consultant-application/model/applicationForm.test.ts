import { EMPTY_APPLICATION, applicationErrorMessage, applicationProblems, toConsultantApplicationRequest } from './applicationForm';
import { loadApplicationDraft, saveApplicationDraft } from './draft';

const apiError = (status: number, body: unknown) => ({ status, message: `${status}: ${JSON.stringify(body)}`, data: body });

describe('consultant application model', () => {
  it.each([
    [apiError(409, { statusCode: 409, message: 'Username already taken' }), 'This username is already taken. Please choose a different one.'],
    [
      apiError(409, { statusCode: 409, message: 'Email already in use' }),
      'This email address is already registered. Please use a different one or try logging in.',
    ],
    [
      apiError(400, { statusCode: 400, message: 'Invalid input: Username must be at least 3 characters' }),
      'Please check your form data and ensure all required fields are completed correctly.',
    ],
    // A plain-text body: only the "<status>: <body>" message carries the words.
    [{ status: 409, message: '409: Username already taken', data: 'Username already taken' }, 'This username is already taken. Please choose a different one.'],
    [apiError(500, { statusCode: 500, message: 'boom' }), 'There was an error during your application. Please try again.'],
    [{ status: 'FETCH_ERROR', message: 'TypeError: Failed to fetch' }, 'There was an error during your application. Please try again.'],
    [new Error('anything'), 'There was an error during your application. Please try again.'],
  ])('maps %j', (error, shown) => {
    expect(applicationErrorMessage(error)).toBe(shown);
  });

  it('builds the payload without the confirmation, with the consents as ticked (D14)', () => {
    const payload = toConsultantApplicationRequest({
      username: ' amara ',
      password: ' pass word ',
      confirmPassword: ' pass word ',
      email: 'a@example.org',
      name: 'Amara',
      yearsExperience: '1,2',
      expertise: ['finance', 'nonsense' as never],
      termsAccepted: true,
      privacyAccepted: false,
    });
    expect(payload).toEqual({
      username: 'amara',
      password: ' pass word ',
      email: 'a@example.org',
      name: 'Amara',
      organisation: '',
      phone: '',
      website: '',
      bio: '',
      termsAccepted: true,
      privacyAccepted: false,
      consultant: { expertise: ['finance'], yearsExperience: 12, availability: true, linkedin: '' },
    });
  });

  it('sends the profile summary and previous experience only when written (issue 16)', () => {
    const written = toConsultantApplicationRequest({ profileSummary: '  Finance director for twenty years. ', previousExperience: 'Treasurer, Leeds Food Bank.' });
    expect(written.consultant).toMatchObject({ profileSummary: 'Finance director for twenty years.', previousExperience: 'Treasurer, Leeds Food Bank.' });
    const blank = toConsultantApplicationRequest({ profileSummary: '   ', previousExperience: '' });
    expect(blank.consultant).not.toHaveProperty('profileSummary');
    expect(blank.consultant).not.toHaveProperty('previousExperience');
  });

  it('checks every step: required fields, the LinkedIn rule, expertise and the consents', () => {
    expect(applicationProblems(EMPTY_APPLICATION)).toEqual({
      username: 'Username must be at least 3 characters',
      email: 'Invalid email',
      password: 'Password must be at least 8 characters',
      confirmPassword: 'Please confirm your password',
      name: 'Name is required',
      phone: expect.any(String),
      bio: expect.any(String),
      linkedin: expect.any(String),
      expertise: expect.any(String),
      termsAccepted: 'You must accept the terms and conditions',
      privacyAccepted: 'You must accept the privacy policy',
    });
  });

  it('keeps passwords and consents out of the draft', () => {
    saveApplicationDraft({
      username: 'amara',
      password: 'Sup3r-secret!',
      confirmPassword: 'Sup3r-secret!',
      termsAccepted: true,
      privacyAccepted: true,
      expertise: ['hr'],
      availability: false,
    });
    const raw = localStorage.getItem('consultantApplicationDraft') ?? '';
    expect(raw).not.toContain('Sup3r-secret!');
    expect(raw).not.toContain('Accepted');
    expect(loadApplicationDraft()).toEqual({ username: 'amara', expertise: ['hr'], availability: false });
  });

  it('does not keep an empty draft', () => {
    saveApplicationDraft({ username: 'amara' });
    saveApplicationDraft({ username: '  ', availability: true });
    expect(localStorage.getItem('consultantApplicationDraft')).toBeNull();
  });
});
