import { firstNameOf } from './user-rules';

/**
 * Texts from the spec that both the server and the screens use. Keep them to the letter:
 * they are contracts (spec 000 §5/§8, spec 001 §5/§8, DECISIONS).
 */
export const API_MESSAGES = {
  authenticationRequired: 'Authentication required',
  forbidden: 'Forbidden',
  notFound: 'Not found',
  invalidCredentials: 'Invalid username or password',
  tooManyAttempts: (minutes: number) => `Too many failed attempts. Please try again in ${minutes} minutes.`,
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  crossSiteRequest: 'Cross-site request refused',
  malformedJson: 'Malformed JSON in request body',
  payloadTooLarge: 'Request body too large',
  invalidInput: 'Invalid input',
  usernameTaken: 'Username already taken',
  emailInUse: 'Email already in use',
  onboardingRequired: 'Please complete onboarding first',
  internalError: 'Something went wrong. Please try again later.',
  serviceUnavailable: 'Service temporarily unavailable. Please try again shortly.',
  forgotPasswordAccepted: "If we find an account with that email address, we'll send password reset instructions.",
  resetLinkInvalid: 'This password reset link is invalid or has expired.',
  endDateBeforeStart: 'End date must be after start date',
  jsonRequired: 'Content-Type must be application/json',
  databaseUnavailable: 'Database unavailable',
  outboxBacklog: 'Too many undeliverable mails in the outbox',
  shuttingDown: 'Shutting down',
  temporaryPasswordExpired: 'Your temporary password has expired. Please ask the team for a new one.',
  hashingBusy: 'The server is busy. Please try again in a moment.',
  writeConflict: 'Too many changes to the same record at once. Please try again in a moment.',
} as const;

export const ERROR_CODES = {
  onboardingRequired: 'ONBOARDING_REQUIRED',
  lockedOut: 'LOCKED_OUT',
} as const;

export const VALIDATION_MESSAGES = {
  required: 'Required',
  invalidEmail: 'Invalid email',
  validEmailRequired: 'Valid email address is required',
  pleaseEnterValidEmail: 'Please enter a valid email address',
  usernameMin: 'Username must be at least 3 characters',
  loginPasswordMin: 'Password must be at least 6 characters',
  passwordMin: 'Password must be at least 8 characters',
  passwordMax: 'Password must not exceed 100 characters',
  passwordTooCommon: 'This password is too common. Please choose another.',
  passwordsDontMatch: "Passwords don't match",
  passwordsDoNotMatch: 'Passwords do not match',
  passwordUppercase: 'Password must contain at least one uppercase letter',
  passwordLowercase: 'Password must contain at least one lowercase letter',
  passwordNumber: 'Password must contain at least one number',
  passwordSpecial: 'Password must contain at least one special character',
  currentPasswordRequired: 'Current password is required',
  confirmPasswordRequired: 'Please confirm your password',
  acceptTerms: 'You must accept the terms and conditions',
  acceptPrivacy: 'You must accept the privacy policy',
  acceptTermsToProceed: 'You must accept the terms and conditions to proceed',
  acceptDataProcessing: 'You must consent to data processing to proceed',
  temporaryPasswordMin: 'Temporary password must be at least 8 characters',
  selectExpertise: 'Select at least one expertise area',
  nameRequired: 'Name is required',
  yearsExperiencePositive: 'Years of experience must be positive',
  usernameCharacters: 'Username may only contain letters, numbers, dots, dashes, underscores and @',
  // Required on the sign-up screens and on the server alike (docs/decisions.md "Registration and application screens").
  organisationRequired: 'Organisation name is required',
  phoneRequired: 'Phone number is required',
  bioRequired: 'Please tell us about your professional background',
  linkedinRequired: 'LinkedIn profile is required',
  linkedinInvalid: 'Please enter a valid LinkedIn profile URL',
  expertiseFromList: 'Please select expertise from the list',
  // Web addresses: http(s) only (web-address.ts).
  websiteInvalid: 'Please enter a valid website address (http or https)',
  profileImageInvalid: 'Please enter a valid image address (http or https)',
  availabilityBoolean: 'Availability must be true or false',
  membershipTier: 'Please choose a membership tier',
  charityDetailsRequired: 'Charity details are required',
  consultantDetailsRequired: 'Consultant details are required',
  preListedNameMin: 'Name must be at least 2 characters',
} as const;

/** Toast titles and descriptions (spec 000 §8, spec 001 §8). */
export const TOASTS = {
  logoutSuccess: { title: 'Logged out', description: 'You have been successfully logged out.' },
  logoutFailed: { title: 'Logout failed', description: 'There was a problem logging out. Please try again.' },
  loginSuccess: (brand: string) => ({ title: 'Login successful', description: `Welcome back to ${brand}!` }),
  loginFailed: { title: 'Login failed', description: 'Invalid username or password. Please try again.' },
  multipleFailedAttempts: {
    title: 'Multiple failed attempts',
    description: 'Please check your credentials carefully. Account may be locked after more failed attempts.',
  },
  accountLocked: (minutes: number) => ({
    title: 'Account temporarily locked',
    description: `Too many failed attempts. Please try again in ${minutes} minutes.`,
  }),
  termsUpdateRequired: {
    title: 'Terms Update Required',
    description: 'Please review and accept the updated terms and conditions.',
  },
  registrationSuccess: { title: 'Registration successful', description: 'You can now access your charity dashboard.' },
  registrationFailed: {
    title: 'Registration failed',
    description: 'There was an error during registration. Please try again.',
  },
  resetEmailSent: {
    title: 'Reset email sent',
    description: "If we find an account with that email address, we'll send password reset instructions.",
  },
  resetRequestFailed: { title: 'Request failed', description: 'Unable to process your request. Please try again later.' },
  invalidResetLink: { title: 'Invalid reset link', description: 'This password reset link is invalid or has expired.' },
  resetSuccess: {
    title: 'Password reset successful',
    description: 'Your password has been updated. Please log in with your new password.',
  },
  resetFailed: { title: 'Reset failed', description: 'Unable to reset your password. The link may have expired.' },
  applicationSuccess: {
    title: 'Application submitted successfully',
    description:
      'You should receive a confirmation email shortly. An admin will be in touch to arrange an interview.',
  },
  applicationFailed: { title: 'Application failed' },
  termsAccepted: { title: 'Terms accepted' },
  termsSaveFailed: { title: 'Failed to save terms acceptance. Please try again.' },
  passwordUpdated: { title: 'Password updated' },
  passwordUpdateFailed: { title: 'Failed to update password. Please check your current password and try again.' },
  acceptTermsFailed: { title: 'Failed to accept terms' },
  changePasswordFailed: { title: 'Failed to change password' },
  termsRequired: { title: 'Terms Required' },
} as const;

/** Server text → what the application form shows (spec 000 §8 "Consultant application"). */
export const APPLICATION_ERROR_MAP: ReadonlyArray<{ contains: string; show: string }> = [
  { contains: 'Username already taken', show: 'This username is already taken. Please choose a different one.' },
  {
    contains: 'Email already in use',
    show: 'This email address is already registered. Please use a different one or try logging in.',
  },
  {
    contains: 'Invalid input',
    show: 'Please check your form data and ensure all required fields are completed correctly.',
  },
];
export const APPLICATION_ERROR_FALLBACK = 'There was an error during your application. Please try again.';

export const UI_TEXTS = {
  renderFallback: 'Platform loading... Please refresh if this persists.',
  notFoundTitle: 'Page Not Found',
  authenticationRequired: 'Authentication Required',
  goToLogin: 'Go to Login',
  /** Issue 16: the first name, in full ('Welcome back, Sarah'), not a truncated full name. */
  welcomeBack: (name: string) => `Welcome back, ${firstNameOf(name)}`,
  consultantOnlyAccess: 'Access Denied: This page is only accessible to consultants.',
  charityOnlyAccess: 'Access Denied: This page is only accessible to charities.',
} as const;

/** Charity and project screens (spec 001 §5, §8; issue 9). Titles beyond the spec's are the product's own. */
export const PROJECT_TEXTS = {
  submitSuccess: { title: 'Project request submitted', description: "We'll start matching you with consultants right away!" },
  submitFailed: {
    title: 'Submission failed',
    description: 'There was an error submitting your project request. Please try again.',
  },
  messageSent: { title: 'Message sent' },
  messageFailed: { title: 'Error sending message', description: 'There was a problem sending your message. Please try again.' },
  noFiles: 'No files uploaded yet',
  fileUploaded: { title: 'File uploaded' },
  fileUploadFailed: { title: 'Upload failed', description: 'The file could not be uploaded. Please try again.' },
  fileDeleted: { title: 'File deleted' },
  fileDeleteFailed: { title: 'Delete failed', description: 'The file could not be deleted. Please try again.' },
  statusChanged: (label: string) => ({ title: 'Project updated', description: `The project is now ${label}.` }),
  statusChangeFailed: { title: 'Update failed', description: 'The project status could not be changed. Please try again.' },
  membershipRequested: {
    title: 'Membership request sent',
    description: 'Our team will be in touch shortly to complete it.',
  },
  membershipRequestFailed: { title: 'Request failed', description: 'Your membership request could not be sent. Please try again.' },
  accountSaved: { title: 'Account updated', description: 'Your account details have been saved.' },
  accountSaveFailed: { title: 'Update failed', description: 'Your account details could not be saved. Please try again.' },
} as const;
